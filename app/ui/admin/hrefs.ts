import type { AdminSectionId, AdminView } from "~/ui/admin/types";
import { withQuery } from "~/utils/href";

/**
 * The view's parameters that differ from the defaults (the page's own pick of section; a week;
 * every user, page 1).
 */
export function adminViewParams(view: AdminView, except: (keyof AdminView)[] = []) {
  const params = new URLSearchParams();
  const keep = (key: keyof AdminView, value: string, byDefault: string) => {
    if (!except.includes(key) && value !== byDefault) params.set(key, value);
  };
  keep("section", view.section ?? "", "");
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

/** A section's own address, keeping the rest of the view. */
export const adminSectionHref = (view: AdminView, section: AdminSectionId) =>
  adminHref({ ...view, section });

/** The moderation queue's address, for links from elsewhere (the menu, the home summary). */
export const REPORTS_HREF = "/admin?section=reports";

/** Where a section's forms post: the action answers back on that section (JS or not). */
export const sectionAction = (section: AdminSectionId) => `/admin?section=${section}`;
