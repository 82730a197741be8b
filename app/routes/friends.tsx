import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  isOwnNavigation,
  pageIntent,
  runPageIntent,
  getUser,
  requireUser,
  acceptFriendRequest,
  countFriends,
  countPendingFriendRequests,
  findFriend,
  listFriendRequests,
  listFriendsPage,
  markFriendRequestsViewed,
  rejectFriendRequest,
  removeFriend,
  searchUsers,
  sendFriendRequest,
} from "~/http/friends-page.server";
import { friendForms, friendsPageParam, friendTabOf, type FriendTab } from "~/schemas/friends";
import { FindFriends } from "~/ui/friends/find-friends";
import { FriendList } from "~/ui/friends/friend-list";
import { FriendRequests } from "~/ui/friends/friend-requests";
import { FriendTabs } from "~/ui/friends/friend-tabs";
import { friendsHref } from "~/ui/friends/hrefs";

export const meta: MetaFunction = () => [
  { title: "Friends | Melee Hub" },
  { name: "description", content: "Your Melee Hub friends, friend requests and player search." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return { signedIn: false as const };
  const params = new URL(request.url).searchParams;
  const tab = friendTabOf(params.get("tab"));
  const q = (params.get("q") ?? "").slice(0, 100);
  const removeId = params.get("remove");
  // Both counts show in the tabs; only the open tab's list is read (My Friends a page at a time).
  const [friendPage, requests, requestCount, results, removing] = await Promise.all([
    tab === "friends"
      ? listFriendsPage(user.id, friendsPageParam.parse(params.get("page")))
      : countFriends(user.id).then((total) => ({ friends: [], total, page: 1, pageCount: 1 })),
    tab === "requests" ? listFriendRequests(user.id) : [],
    countPendingFriendRequests(user.id),
    tab === "find" ? searchUsers(user.id, q) : [],
    // The no-JavaScript confirmation step: ?tab=friends&remove=<friend id>.
    tab === "friends" && removeId ? findFriend(user.id, removeId.slice(0, 100)) : null,
    // Opening the page marks the requests as viewed.
    isOwnNavigation(request) ? markFriendRequestsViewed(user.id, { onlyIfNew: true }) : null,
  ]);
  return {
    signedIn: true as const,
    tab,
    q,
    friends: friendPage.friends,
    friendCount: friendPage.total,
    page: friendPage.page,
    pageCount: friendPage.pageCount,
    requests,
    requestCount,
    results,
    removing: removing ? { id: removing.id, username: removing.username } : null,
  };
}

/** Each form runs the same domain function as its /api twin, then returns to its tab. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // Back to the tab (and search) the form was posted from.
  const to = ({ tab, q, page }: { tab?: FriendTab; q?: string; page?: number }) =>
    friendsHref({ tab: tab ?? "friends", q, page });
  return runPageIntent(request, user, {
    back: friendsHref({ tab: "friends" }),
    invalid: (problems) => ({
      title: "Something went wrong",
      description: problems[0],
      type: "destructive",
    }),
    intents: {
      request: pageIntent({
        schema: friendForms.request,
        failure: "Friend Request Failed",
        to,
        run: async (actor, { receiverId }) => {
          const { receiver } = await sendFriendRequest(actor, receiverId);
          return {
            title: "Friend Request Sent",
            description: `Your friend request was sent to ${receiver.username}.`,
          };
        },
      }),
      accept: pageIntent({
        schema: friendForms.accept,
        failure: "Accept Failed",
        to,
        run: async (actor, { requestId }) => {
          const { friend } = await acceptFriendRequest(actor, requestId);
          return {
            title: "Friend Request Accepted",
            description: `You and ${friend.username} are now friends!`,
          };
        },
      }),
      reject: pageIntent({
        schema: friendForms.reject,
        failure: "Reject Failed",
        to,
        run: async (actor, { requestId }) => {
          const { requester } = await rejectFriendRequest(actor, requestId);
          return {
            title: "Friend Request Rejected",
            description: `You rejected ${requester.username}'s friend request.`,
          };
        },
      }),
      remove: pageIntent({
        schema: friendForms.remove,
        failure: "Remove Failed",
        to,
        run: async (actor, { friendId }) => {
          const friend = await removeFriend(actor, friendId);
          return {
            title: "Friend Removed",
            description: `You removed ${friend.username} from your friends list`,
            type: "destructive",
          };
        },
      }),
    },
  });
}

function SignedOut() {
  return (
    <section className="card mx-auto mt-8 max-w-md text-center">
      <h1 className="mb-2 text-2xl font-bold">Friends</h1>
      <p className="mb-4 text-slate-600 dark:text-slate-300">
        Please sign in to view your friends and manage friend requests.
      </p>
      <Link to="/auth?redirectTo=%2Ffriends" className="btn-primary">
        Sign In
      </Link>
    </section>
  );
}

export default function FriendsPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <SignedOut />;
  return (
    <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 pb-10">
      <h1 className="text-3xl font-extrabold">Friends</h1>
      <FriendTabs tab={data.tab} friendCount={data.friendCount} requestCount={data.requestCount} />
      <section id="friends-panel" className="card p-4 sm:p-6">
        {data.tab === "friends" ? (
          <FriendList
            friends={data.friends}
            page={data.page}
            pageCount={data.pageCount}
            removing={data.removing}
          />
        ) : data.tab === "requests" ? (
          <FriendRequests requests={data.requests} />
        ) : (
          <FindFriends q={data.q} results={data.results} />
        )}
      </section>
    </div>
  );
}
