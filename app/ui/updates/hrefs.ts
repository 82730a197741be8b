import { withQuery } from "~/utils/href";

/** A URL of /updates with its page states: ?page=N, ?edit=<id>, ?delete=<id>. */
export function updatesHref({
  page = 1,
  edit,
  remove,
}: { page?: number; edit?: string; remove?: string } = {}) {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (edit) params.set("edit", edit);
  if (remove) params.set("delete", remove);
  return withQuery("/updates", params);
}
