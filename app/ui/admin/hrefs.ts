import type { AdminView } from "~/ui/admin/types";
import { withQuery } from "~/utils/href";

/** The view's parameters that differ from the defaults (a week; every user, page 1). */
export function adminViewParams(view: AdminView, except: (keyof AdminView)[] = []) {
  const params = new URLSearchParams();
  const keep = (key: keyof AdminView, value: string, byDefault: string) => {
    if (!except.includes(key) && value !== byDefault) params.set(key, value);
  };
  keep("newUsers", view.newUsers, "week");
  keep("analytics", view.analytics, "week");
  keep("users", view.users, "");
  keep("usersPage", String(view.usersPage), "1");
  return params;
}

/** A link to the admin page that keeps its view and adds the given parameters. */
export function adminHref(view: AdminView, extra: Record<string, string | number> = {}) {
  const params = adminViewParams(view);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return withQuery("/admin", params);
}
