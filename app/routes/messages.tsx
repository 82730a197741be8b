import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import {
  messagesPageAction,
  isOwnNavigation,
  getUser,
  redirectWithToast,
  findChatFriend,
  getConversation,
  listChatFriends,
  markConversationRead,
  NOT_FRIENDS,
  isDomainError,
  redirect,
} from "~/http/messages-page.server";
import { conversationsPageParam, messageIdSchema } from "~/schemas/chat";
import { lazyPart } from "~/ui/common/lazy-part";
import { ConversationLoading } from "~/ui/messages/conversation-header";
import { FriendList } from "~/ui/messages/friend-list";
import { conversationHref } from "~/ui/messages/hrefs";
import { NoConversation } from "~/ui/messages/no-conversation";
import {
  useLiveRevalidate,
  useSocketConnect,
  useSocketEvent,
} from "~/ui/realtime/realtime-connection";
import { cn } from "~/utils/cn";

// An open conversation (its messages, reactions and composer) is fetched when the page hydrates,
// out of the first load of /messages (issue 28); its props are loader data. Opened from the list
// before that code is in, it shows its header and a loading notice, not an empty pane.
const loadConversation = () => import("~/ui/messages/conversation");
const Conversation = lazyPart(
  () => loadConversation().then((m) => m.Conversation),
  ConversationLoading,
);

export const meta: MetaFunction = () => [
  { title: "Messages | Melee Hub" },
  { name: "description", content: "Direct messages with your Melee Hub friends." },
  { name: "robots", content: "noindex" },
];

const optionalId = (raw: string | null) => {
  const parsed = messageIdSchema.safeParse(raw ?? "");
  return parsed.success ? parsed.data : undefined;
};

/**
 * The whole screen is rendered here, so it works without JavaScript: a page of the friend list
 * (?page=N, the latest conversation first), and with ?with=<friendId> that conversation
 * (?before=<id> pages back, ?react=<id> opens a message's reaction picker). Opening a
 * conversation marks it read.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return { me: null };
  const params = new URL(request.url).searchParams;
  const friendId = params.get("with")?.slice(0, 100);
  const listPage = conversationsPageParam.parse(params.get("page"));
  const { friends, hasMore } = await listChatFriends(user.id, listPage);
  const list = { friends, page: listPage, hasMore };
  // The friend may be on another page of the list than the one shown.
  const friend = friendId
    ? (friends.find((f) => f.id === friendId) ?? (await findChatFriend(user.id, friendId)))
    : null;
  if (friendId && !friend) {
    throw await redirectWithToast("/messages", {
      title: "Conversation unavailable",
      description: NOT_FRIENDS,
      type: "destructive",
    });
  }
  const me = { id: user.id, username: user.username };
  if (!friend) return { me, list, conversation: null, serverNow: Date.now() };

  if (isOwnNavigation(request)) {
    await markConversationRead(user, { friendId: friend.id });
    friend.unread = 0;
  }
  const before = optionalId(params.get("before"));
  let page: Awaited<ReturnType<typeof getConversation>>;
  try {
    page = await getConversation(user, friend.id, { before });
  } catch (error) {
    // An unknown ?before= (a deleted message, a typo) falls back to the newest messages.
    if (!isDomainError(error) || error.status !== 404) throw error;
    throw redirect(conversationHref(friend.id));
  }
  const reactTo = optionalId(params.get("react"));
  return {
    me,
    list,
    conversation: {
      friend,
      ...page,
      olderPage: before !== undefined,
      reactTo: page.messages.some((m) => m.id === reactTo) ? (reactTo ?? null) : null,
    },
    serverNow: Date.now(),
  };
}

/** The no-JavaScript twins of the /api calls (app/http/messages-page.server.ts). */
export function action(args: ActionFunctionArgs) {
  return messagesPageAction(args);
}

/** With JavaScript the page follows the chat live: any of these events reloads its data. */
function useLiveConversation(friendId: string | null) {
  const refresh = useLiveRevalidate();
  // Events sent while the socket was (re)connecting are missed: catch up on every connect.
  useSocketConnect(refresh);
  useSocketEvent("newMessage", refresh);
  useSocketEvent("messageReaction", refresh);
  useSocketEvent("messagesMarkedAsRead", (event) => {
    // Read in another tab: this tab's list follows (its own open conversation is read already).
    if (event.friendId !== friendId) refresh();
  });
  // Friends come online and go offline. (New and removed friends: FriendEvents, in the shell,
  // refreshes this page too.)
  useSocketEvent("friendOnline", refresh);
  useSocketEvent("friendOffline", refresh);
}

function SignedOut() {
  const location = useLocation();
  return (
    <section className="card mx-auto mt-8 max-w-md text-center">
      <h1 className="mb-2 text-2xl font-bold">Authentication Required</h1>
      <p className="mb-4 text-slate-600 dark:text-slate-300">
        Please log in to access your messages.
      </p>
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
        className="btn-primary"
      >
        Sign In
      </Link>
    </section>
  );
}

export default function MessagesPage() {
  const data = useLoaderData<typeof loader>();
  const conversation = "conversation" in data ? data.conversation : null;
  useLiveConversation(conversation?.friend.id ?? null);
  // Fetched once the page has hydrated, so a conversation opened from the list shows without a
  // wait. A failure is left to the part itself, which tries again when it is drawn.
  const signedIn = Boolean(data.me);
  useEffect(() => {
    if (signedIn) loadConversation().catch(() => {});
  }, [signedIn]);
  if (!data.me) return <SignedOut />;

  // Small screens show one pane at a time: the list, or the open conversation. Only a conversation
  // (or both panes side by side) fills the screen's height; the list alone is as long as it is,
  // so a short one leaves no empty card.
  return (
    <div
      className={cn(
        "flex gap-4 pb-4 md:h-[calc(100dvh-6rem)] md:min-h-[28rem]",
        conversation && "h-[calc(100dvh-6rem)] min-h-[28rem]",
      )}
    >
      <FriendList
        friends={data.list.friends}
        page={data.list.page}
        hasMore={data.list.hasMore}
        selectedId={conversation?.friend.id ?? null}
        className={conversation ? "hidden md:flex" : "flex"}
      />
      <section
        aria-label="Conversation"
        className={cn(
          "card min-w-0 flex-1 flex-col overflow-hidden p-0",
          conversation ? "flex" : "hidden md:flex",
        )}
      >
        {conversation ? (
          <Conversation
            key={conversation.friend.id}
            me={data.me}
            friend={conversation.friend}
            messages={conversation.messages}
            hasMore={conversation.hasMore}
            olderPage={conversation.olderPage}
            reactTo={conversation.reactTo}
            serverNow={data.serverNow}
          />
        ) : (
          <NoConversation />
        )}
      </section>
    </div>
  );
}
