import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FindFriends } from "~/components/friends/find-friends";
import { FriendList } from "~/components/friends/friend-list";
import { FriendRequests } from "~/components/friends/friend-requests";
import { FriendTabs } from "~/components/friends/friend-tabs";
import { friendsHref } from "~/components/friends/friends-href";
import {
  acceptFriendRequest,
  countFriends,
  countPendingFriendRequests,
  listFriendRequests,
  listFriends,
  markFriendRequestsViewed,
  rejectFriendRequest,
  removeFriend,
  searchUsers,
  sendFriendRequest,
} from "~/models/friendship.server";
import { friendIntentSchema, friendTabOf, type FriendIntent } from "~/schemas/friends";
import { firstIssue } from "~/schemas/first-issue";
import { isDomainError } from "~/utils/domain-error";
import { getUser, requireUser } from "~/http/session.server";
import { isOwnNavigation } from "~/http/fetch-site.server";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/http/toast.server";

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
  // Both counts show in the tabs; only the open tab's list is read.
  const [friends, friendCount, requests, requestCount, results] = await Promise.all([
    tab === "friends" ? listFriends(user.id) : [],
    countFriends(user.id),
    tab === "requests" ? listFriendRequests(user.id) : [],
    countPendingFriendRequests(user.id),
    tab === "find" ? searchUsers(user.id, q) : [],
    // Opening the page marks the requests as viewed.
    isOwnNavigation(request) ? markFriendRequestsViewed(user.id) : null,
  ]);
  // The no-JavaScript confirmation step: ?tab=friends&remove=<friend id>.
  const removing = friends.find((f) => f.id === params.get("remove"));
  return {
    signedIn: true as const,
    tab,
    q,
    friends,
    friendCount,
    requests,
    requestCount,
    results,
    removing: removing ? { id: removing.id, username: removing.username } : null,
  };
}

/** Success toasts per intent (the spec names only the removal's). */
const SUCCESS: {
  [I in FriendIntent["intent"]]: (username: string) => Toast;
} = {
  request: (username) => ({
    title: "Friend Request Sent",
    description: `Your friend request was sent to ${username}.`,
  }),
  accept: (username) => ({
    title: "Friend Request Accepted",
    description: `You and ${username} are now friends!`,
  }),
  reject: (username) => ({
    title: "Friend Request Rejected",
    description: `You rejected ${username}'s friend request.`,
  }),
  remove: (username) => ({
    title: "Friend Removed",
    description: `You removed ${username} from your friends list`,
    type: "destructive",
  }),
};

const FAILURE_TITLES: Record<FriendIntent["intent"], string> = {
  request: "Friend Request Failed",
  accept: "Accept Failed",
  reject: "Reject Failed",
  remove: "Remove Failed",
};

/** Runs one form's intent through the same domain functions as /api; returns the other user's tag. */
async function perform(actor: Awaited<ReturnType<typeof requireUser>>, input: FriendIntent) {
  switch (input.intent) {
    case "request":
      return (await sendFriendRequest(actor, input.receiverId)).receiver.username;
    case "accept":
      return (await acceptFriendRequest(actor, input.requestId)).friend.username;
    case "reject":
      return (await rejectFriendRequest(actor, input.requestId)).requester.username;
    case "remove":
      return (await removeFriend(actor, input.friendId)).username;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  const parsed = friendIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return redirectWithToast(friendsHref({ tab: "friends" }), {
      title: "Something went wrong",
      description: firstIssue(parsed.error),
      type: "destructive",
    });
  }
  const input = parsed.data;
  // Back to the tab (and search) the form was posted from.
  const back = friendsHref({ tab: input.tab ?? "friends", q: input.q });
  try {
    const username = await perform(actor, input);
    return redirectWithToast(back, SUCCESS[input.intent](username));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(back, {
      title: FAILURE_TITLES[input.intent],
      description: error.message,
      type: "destructive",
    });
  }
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
          <FriendList friends={data.friends} removing={data.removing} />
        ) : data.tab === "requests" ? (
          <FriendRequests requests={data.requests} />
        ) : (
          <FindFriends q={data.q} results={data.results} />
        )}
      </section>
    </div>
  );
}
