import type { LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/http/session.server";
import { getAdminActivitySummary, randomNickname } from "~/models/admin-summary.server";
import { openMatchesOf } from "~/models/event-view.server";
import { listFeaturedUpdates } from "~/models/featured-update.server";
import { countReportedItems } from "~/models/forum-reports.server";
import { listHomePosts } from "~/models/forum.server";
import { getActivePoll } from "~/models/poll.server";
import { isAdmin } from "~/models/user.server";

// The home loader's work, beside the route: the browser build sees one server import, not one
// per model, each of which would otherwise be an empty chunk on the home page's first load.

export async function homeLoader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const [welcome, featuredUpdates, forumPosts, poll, yourMatches] = await Promise.all([
    welcomeFor(user),
    listFeaturedUpdates({ activeOnly: true }),
    listHomePosts(),
    getActivePoll(user),
    user ? openMatchesOf(user.id) : [],
  ]);
  return { welcome, featuredUpdates, forumPosts, poll, yourMatches, signedIn: Boolean(user) };
}

async function welcomeFor(user: Awaited<ReturnType<typeof getUser>>) {
  if (!user) return { kind: "guest" as const };
  if (!isAdmin(user)) return { kind: "member" as const };
  // The nickname is picked here, on the server, so the page hydrates without a mismatch.
  const [summary, openReports] = await Promise.all([
    getAdminActivitySummary(user),
    countReportedItems(),
  ]);
  return { kind: "admin" as const, nickname: randomNickname(), summary, openReports };
}
