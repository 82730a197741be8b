import type { AdminView } from "~/components/admin/types";
import { parseUserList } from "~/schemas/admin";
import { isTimeframe, type Timeframe } from "~/utils/timeframe";

const timeframeOf = (value: string | null): Timeframe => (isTimeframe(value) ? value : "week");

/** The admin page's view from its URL; unknown values fall back to the defaults. */
export function adminViewOf(params: URLSearchParams): AdminView {
  const list = parseUserList(params.get("users"), params.get("usersPage"));
  return {
    newUsers: timeframeOf(params.get("newUsers")),
    analytics: timeframeOf(params.get("analytics")),
    users: list.query.trim(),
    usersPage: list.page,
  };
}
