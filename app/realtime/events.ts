import type { z } from "zod";
import type { ChatMessage } from "~/models/chat.server";
import type { EventMatchView } from "~/models/event.server";
import type { Answer } from "~/models/idempotency.server";
import type { SetView } from "~/models/set.server";
import type { markAsReadSchema, sendMessageSchema, typingSchema } from "~/schemas/chat";

/**
 * Every realtime event, by name, with its payload. Both ends use this one catalog: domain code
 * publishes these, the socket server sends them, and components listen for them, so a payload
 * cannot drift between the publisher and its listeners. Type-only imports keep it isomorphic.
 */
export type ServerToClientEvents = {
  /** Answer to 'join': who the session says this socket is. */
  joined: { userId: string };
  /** A chat client event failed; the text is the /api twin's "STATUS: message". */
  chatError: { error: string };

  userPromoted: { newRole: "admin" };
  userOnline: { userId: string };
  userOffline: { userId: string };
  userUpdated: { id: string };
  userDeleted: { id: string };
  tournamentSubmitted: { id: number };
  tournamentReviewed: { id: number };
  adminRequestCreated: { id: string };
  adminRequestProcessed: { id: string; status: "approved" | "rejected" };
  contactMessageReceived: { id: string };
  /** Reports hid a forum post or comment: it waits for an admin to remove it or show it again. */
  reportedItemHidden: { targetType: "post" | "comment"; targetId: number };
  featuredUpdatesChanged: Record<string, never>;

  friendOnline: { userId: string };
  friendOffline: { userId: string };
  friendRequestReceived: { requesterUsername: string; requesterId: string; requestId: number };
  friendRequestAccepted: { username: string; userId: string };
  friendRequestRejected: { username: string; userId: string };
  /** `userId` and `username` are the other person; both sides hear it. */
  friendRemoved: { userId: string; username: string; removedBy: string };

  /** Both users hear it: the stored message and the sender's tag. */
  newMessage: ChatMessage & { senderUsername: string };
  /** The sender's sockets hear the stored message (for API clients; the page uses newMessage). */
  messageConfirmed: ChatMessage;
  messageReceived: { senderId: string; senderUsername: string; messageId: number };
  /** The reader's other tabs: this conversation was read. */
  messagesMarkedAsRead: { friendId: string; count: number };
  /** The friend: the reader has read their messages. */
  messageRead: { readerId: string };
  userTyping: { userId: string; username: string; isTyping: boolean };
  messageReaction: { messageId: number; userId: string; emoji: string; action: "add" | "remove" };
  reactionNotification: { fromUsername: string; emoji: string; messageId: number };

  /** To a set's watchers (guests too): the set as GET /api/score-tracker/matches/{id} has it. */
  setUpdated: Answer<SetView>;
  /**
   * To an event's watchers (guests too): its matches that changed, as GET /api/events/{id}; none
   * when only its entrants changed (a registration, a check-in, the seeds).
   */
  eventUpdated: { eventId: number; matches: EventMatchView[] };
  /** To a player: how many score-tracker sets now wait for their confirmation (the badge). */
  setsAwaiting: { count: number };
  /** To both players of a match an organiser called to a station. */
  matchCalled: { eventId: number; matchId: number; station: string | null; setId: number | null };
};

/**
 * What clients may send. The payloads are what a well-behaved client sends; the server still
 * validates them, since anyone can emit anything.
 */
export type ClientToServerEvents = {
  /** Announces the user id; the session cookie, not this, decides who the socket is. */
  join: string;
  /** `idempotencyKey`: the client's key for a message it may resend (one message per key). */
  sendMessage: z.input<typeof sendMessageSchema> & { idempotencyKey?: string };
  typing: z.input<typeof typingSchema>;
  /** The spec's client may send the bare friend id. */
  markAsRead: z.input<typeof markAsReadSchema> | string;
  /** Follows a set (its id): 'setUpdated' after every change; the ack has it as it stands. */
  watchSet: number | string;
  /** Follows an event (its id): 'eventUpdated' after every change of its bracket. */
  watchEvent: number | string;
};

/**
 * The optional acknowledgement a client event is answered through, carrying `Message`. A refusal
 * with `refusedBy: "eventBudget"` came from the socket's event budget, a flood guard checked
 * before the event runs: the action itself was not tried, and its HTTP twin may still take it.
 */
export type SocketAck<Message = unknown> = (
  answer: { ok: true; message?: Message } | { ok: false; error: string; refusedBy?: "eventBudget" },
) => void;

/** What the acknowledgement of a client event carries, where a client reads it. */
type ClientToServerAcks = {
  watchSet: ServerToClientEvents["setUpdated"];
};

/** The catalog in Socket.IO's shape: each event a listener of its payload. */
export type ServerToClientListeners = {
  [K in keyof ServerToClientEvents]: (payload: ServerToClientEvents[K]) => void;
};

/** The catalog in Socket.IO's shape: each event a listener of its payload and optional ack. */
export type ClientToServerListeners = {
  [K in keyof ClientToServerEvents]: (
    payload: ClientToServerEvents[K],
    ack?: SocketAck<K extends keyof ClientToServerAcks ? ClientToServerAcks[K] : unknown>,
  ) => void;
};

/** One server event with its payload, `Extra` added (who it is for): a union over the catalog. */
export type ServerEventMessage<Extra = unknown> = {
  [K in keyof ServerToClientEvents]: Extra & { event: K; payload: ServerToClientEvents[K] };
}[keyof ServerToClientEvents];
