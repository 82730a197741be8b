import { withQuery } from "~/utils/href";

/** A link to the admin page that keeps the chosen timeframes and adds the given parameters. */
export function adminHref(
  current: { newUsers: string; analytics: string },
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  if (current.newUsers !== "week") params.set("newUsers", current.newUsers);
  if (current.analytics !== "week") params.set("analytics", current.analytics);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return withQuery("/admin", params);
}
