import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/http/session.server";
import { getTheme } from "~/http/theme.server";
import { readToast } from "~/http/toast.server";
import { getNotificationCounts } from "~/models/admin-notifications.server";
import { unreadCounts } from "~/models/chat.server";
import { openMatchesOf } from "~/models/event-view.server";
import { countPendingFriendRequests } from "~/models/friendship.server";
import { newIdempotencyKey } from "~/models/idempotency.server";
import { awaitingCount } from "~/models/set-links.server";
import { getLatestVersion } from "~/models/update.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import { env } from "~/server/env.server";
import { currentRequest } from "~/server/request-context.server";
import { adminBadges, NO_BADGES, sumUnread, type Badges } from "~/ui/shell/use-live-badges";

// The root loader's work, in a module of its own: the browser build sees one server import
// instead of ten, each of which would otherwise cost every page an empty shared chunk.

/** The top bar's counts, rendered by the server (the client keeps them fresh). */
async function badgesFor(user: PublicUser): Promise<Badges> {
  const [admin, friends, unread, matches, sets] = await Promise.all([
    isAdmin(user) ? getNotificationCounts(user).then(adminBadges) : { admin: 0, reports: 0 },
    countPendingFriendRequests(user.id),
    unreadCounts(user.id),
    openMatchesOf(user.id),
    awaitingCount(user.id),
  ]);
  return { ...admin, friends, messages: sumUnread(unread), matches: matches.length, sets };
}

export async function rootLoader({ request }: LoaderFunctionArgs) {
  const [user, theme, { toast, clearHeader }, version] = await Promise.all([
    getUser(request),
    getTheme(request),
    readToast(request),
    getLatestVersion(),
  ]);
  const badges = user ? await badgesFor(user) : NO_BADGES;
  const formKey = user ? newIdempotencyKey() : null;
  // The page cache stamps a fresh key over this one in each copy it sends of the page.
  const context = currentRequest();
  if (context) context.formKey = formKey;
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  return data(
    {
      user: user
        ? {
            id: user.id,
            username: user.username,
            role: user.role,
            isAdmin: isAdmin(user),
            profilePicture: user.profilePicture,
          }
        : null,
      // Each rendering's forms send it (IdempotencyKeyField): resending the same rendered form,
      // as a browser does after a lost answer, resends the same key.
      formKey,
      theme,
      badges,
      toast,
      version,
      sessionIdleMs: env.sessionIdleMs,
    },
    { headers },
  );
}
