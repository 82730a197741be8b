import { isTimeframe, type Timeframe } from "~/models/timeframe";
import { parseUserList } from "~/schemas/admin";
import { isAdminSection, type AdminView } from "~/ui/admin/types";

const timeframeOf = (value: string | null): Timeframe => (isTimeframe(value) ? value : "week");

/** The admin page's view from its URL; unknown values fall back to the defaults. */
export function adminViewOf(params: URLSearchParams): AdminView {
  const list = parseUserList(params.get("users"), params.get("usersPage"));
  const section = params.get("section");
  return {
    section: isAdminSection(section) ? section : null,
    newUsers: timeframeOf(params.get("newUsers")),
    analytics: timeframeOf(params.get("analytics")),
    users: list.query.trim(),
    usersPage: list.page,
  };
}
