import { createHash } from "node:crypto";
import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Server, type BroadcastOperator, type Socket } from "socket.io";
import { getSessionId } from "~/http/session.server";
import { EVENT_NOT_FOUND, readEvent } from "~/models/event-store.server";
import { asAnswer } from "~/models/idempotency.server";
import {
  renewSockets,
  socketOpened,
  socketsClosed,
  startPresence,
  sweepLapsedPresence,
} from "~/models/presence.server";
import { readSession, slideDue } from "~/models/session.server";
import { getSet, SET_NOT_FOUND } from "~/models/set.server";
import { isAdmin, type PublicUser } from "~/models/user.server";
import type {
  ClientToServerListeners,
  ServerToClientEvents,
  ServerToClientListeners,
  SocketAck,
} from "~/realtime/events";
import { failureText, registerChatEvents } from "~/realtime/server/chat-socket.server";
import { subscribe } from "~/realtime/server/events.server";
import { SessionEndings } from "~/realtime/server/session-endings.server";
import {
  createSocketLimits,
  MAX_SOCKET_EVENT_BYTES,
  socketAddress,
  TOO_MANY_EVENTS,
  type SocketLimits,
  type TrustProxy,
} from "~/realtime/server/socket-limits.server";
import { handshakeOriginAllowed } from "~/realtime/server/socket-origin.server";
import { env } from "~/server/env.server";
import { redisKey, sharedRedis } from "~/server/redis.server";
import { parseId } from "~/utils/parse-id";

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = "admins";
export const setRoom = (setId: number) => `set:${setId}`;
export const eventRoom = (eventId: number) => `event:${eventId}`;
/** Sets (and, apart, events) one socket may follow at once, and follow requests per socket. */
const SETS_PER_SOCKET = 4;
const WATCHES_PER_SOCKET = 50;
/**
 * One room per session, so ending a session closes exactly its sockets, on every instance. The
 * id is hashed: room names travel through the adapter, session ids should not.
 */
export const sessionRoom = (sessionId: string) =>
  `session:${createHash("sha256").update(sessionId).digest("base64url").slice(0, 32)}`;

type SocketData = {
  user: PublicUser | null;
  sessionId: string | null;
  address: string;
  /** The session was last read live at this point of `endings` and lasts until `liveUntil`. */
  liveAt: number;
  liveUntil: number;
  /** When the session and its user were last read (Date.now()). */
  readAt: number;
  /** The session's last activity as last read (ms): its expiry slides again touchEvery later. */
  lastActiveAt: number;
};

/** The Socket.IO server, typed by the realtime catalog. */
type RealtimeServer = Server<
  ClientToServerListeners,
  ServerToClientListeners,
  Record<string, never>,
  SocketData
>;

/** The server's socket, typed by the realtime catalog. */
export type ServerSocket = Socket<
  ClientToServerListeners,
  ServerToClientListeners,
  Record<string, never>,
  SocketData
>;

// The user's own actions slide the inactivity window, as their /api twins do; typing and
// 'join' are background signals, like polling.
const ACTIONS = new Set(["sendMessage", "markAsRead"]);
const MAX_TIMER_MS = 2 ** 31 - 1;
const RETRY_CHECK_MS = 60_000;
/** Events of one socket waiting for their check: a client sending faster than that is flooding. */
const MAX_WAITING_EVENTS = 100;
/** Socket.IO's disconnect reason when io.close() closes the sockets (this instance stops). */
const SERVER_STOPPING = "server shutting down";

/** Sends one published event to a room; `K` ties the payload to its event name. */
function deliver<K extends keyof ServerToClientEvents>(
  room: BroadcastOperator<ServerToClientListeners, SocketData>,
  { event, payload }: { event: K; payload: ServerToClientEvents[K] },
) {
  // TypeScript cannot see through Socket.IO's Parameters<> for a generic K; this is that tuple.
  const args = [payload] as Parameters<ServerToClientListeners[K]>;
  room.emit(event, ...args);
}

/** A refused handshake: the client's connect_error carries the text and the status. */
const tooMany = (message: string) => Object.assign(new Error(message), { data: { status: 429 } });

/** Frees the socket's slots once it is gone, also when it closes before it was announced. */
function releaseWhenGone(socket: ServerSocket, release: () => void) {
  const conn = socket.conn;
  const done = () => {
    conn.off("close", done);
    release();
  };
  conn.on("close", done);
  socket.on("disconnect", done);
}

/**
 * Whether the event needs the session read: the user's own actions slide its window (once its
 * slide is due: sooner, the read would only say what `endings` already says, and a chat
 * message's CPU was a third higher for it); other events trust the last read while `endings`
 * says no session ended since (see SessionEndings).
 */
function needsSessionRead(data: SocketData, event: string, endings: SessionEndings) {
  if (!endings.knownLive(data)) return true;
  return ACTIONS.has(event) && slideDue(data.lastActiveAt);
}

/**
 * Every client event first spends from a budget (the account's, all its sockets sharing one; a
 * guest's address's) and, on a signed-in socket, finds the session still live; an ended session
 * closes the socket and the event is dropped. A socket that keeps sending past its budget is
 * closed. The checks run one after another, so events reach their handlers in the order they came.
 */
function guardEvents(socket: ServerSocket, limits: SocketLimits, endings: SessionEndings) {
  const { user, sessionId, address } = socket.data;
  let previous = Promise.resolve();
  let waiting = 0;
  socket.use(([event, ...args], next) => {
    const last = args.at(-1);
    const reply = typeof last === "function" ? (last as SocketAck) : undefined;
    if (++waiting > MAX_WAITING_EVENTS) {
      socket.disconnect(true);
      return;
    }
    const check = async () => {
      if (!socket.connected) return;
      if (!(await limits.spendEvent(user?.id ?? null, address))) {
        reply?.({ ok: false, error: TOO_MANY_EVENTS, refusedBy: "eventBudget" });
        if (await limits.keepsFlooding(socket.id)) socket.disconnect(true);
      } else if (
        sessionId &&
        needsSessionRead(socket.data, event, endings) &&
        !(await readLive(socket, sessionId, endings, ACTIONS.has(event)))
      ) {
        socket.disconnect(true);
      } else {
        next();
      }
    };
    previous = previous
      .then(check)
      .catch((error: unknown) => reply?.({ ok: false, error: failureText(error) }))
      .finally(() => waiting--);
  });
}

/** Reads the socket's session (sliding it with `touch`); whether it is still live. */
async function readLive(
  socket: ServerSocket,
  sessionId: string,
  endings: SessionEndings,
  touch: boolean,
) {
  const liveAt = endings.count;
  const session = await readSession(sessionId, { touch });
  if (session) {
    Object.assign(socket.data, {
      liveAt,
      liveUntil: session.expiresAt.getTime(),
      readAt: Date.now(),
      lastActiveAt: session.lastActiveAt.getTime(),
    });
  }
  return session !== null;
}

/** How long a tab's read of its session may stand in for another tab's handshake. */
const SIBLING_READ_MS = 10_000;

/**
 * The session as another tab on this instance read it, within SIBLING_READ_MS and with nothing
 * ended since: a player opening ten tabs costs one read, not ten. Older reads are not reused, so
 * a new tab's user (name, admin rights) is never more than a few seconds old.
 */
function siblingRead(io: RealtimeServer, sessionId: string, endings: SessionEndings) {
  const namespace = io.of("/");
  for (const id of namespace.adapter.rooms.get(sessionRoom(sessionId)) ?? []) {
    const data = namespace.sockets.get(id)?.data;
    if (data?.user && endings.knownLive(data) && Date.now() - data.readAt < SIBLING_READ_MS) {
      return {
        liveAt: data.liveAt,
        readAt: data.readAt,
        session: {
          user: data.user,
          expiresAt: new Date(data.liveUntil),
          lastActiveAt: new Date(data.lastActiveAt),
        },
      };
    }
  }
  return null;
}

/** The handshake's session: a sibling tab's fresh read, else one read. */
async function handshakeSession(io: RealtimeServer, sessionId: string, endings: SessionEndings) {
  const sibling = siblingRead(io, sessionId, endings);
  if (sibling) return sibling;
  const liveAt = endings.count;
  return { liveAt, session: await readSession(sessionId, { touch: false }), readAt: Date.now() };
}

/**
 * Closes the socket when its session ends by inactivity: checked at once unless nothing ended
 * since the handshake read it (the session may have ended between the handshake and joining its
 * room), then whenever it would expire.
 */
function watchSession(socket: ServerSocket, sessionId: string, endings: SessionEndings) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    if (!socket.connected) return;
    timer = setTimeout(check, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    timer.unref();
  };
  function check() {
    readLive(socket, sessionId, endings, false).then(
      (live) => {
        if (!live) socket.disconnect(true);
        else schedule(socket.data.liveUntil - Date.now());
      },
      (error: unknown) => {
        console.warn("Socket session check failed", error);
        schedule(RETRY_CHECK_MS);
      },
    );
  }
  socket.on("disconnect", () => clearTimeout(timer));
  if (endings.knownLive(socket.data)) schedule(socket.data.liveUntil - Date.now());
  else check();
}

/**
 * Socket.IO on the app's HTTP server at /socket.io/. Identity comes from the session cookie sent
 * with the handshake, never from what the client claims in 'join'; handshakes from other sites'
 * pages are refused, and sockets are capped per account and address.
 */
export function attachRealtime(
  httpServer: HttpServer,
  { relaxLimits, trustProxy }: { relaxLimits: boolean; trustProxy: TrustProxy },
) {
  const io: RealtimeServer = new Server(httpServer, {
    path: "/socket.io/",
    serveClient: false,
    maxHttpBufferSize: MAX_SOCKET_EVENT_BYTES,
    allowRequest: (req, callback) => {
      const allowed = handshakeOriginAllowed(req, trustProxy);
      callback(allowed ? null : "Origin not allowed", allowed);
    },
  });
  const limits = createSocketLimits({ relax: relaxLimits });
  const subscriber = useRedisAdapter(io);
  const endings = new SessionEndings(!subscriber);
  void startPresence();
  const presence = setInterval(() => void keepPresence(io, limits), env.presenceTtlMs / 3);
  presence.unref();

  io.use(async (socket, next) => {
    try {
      const address = socketAddress(socket.request, trustProxy);
      const early = limits.addressRefusal(address);
      if (early) return next(tooMany(early));
      const sessionId = await getSessionId(socket.handshake.headers.cookie);
      const { liveAt, session, readAt } = sessionId
        ? await handshakeSession(io, sessionId, endings)
        : { liveAt: 0, session: null, readAt: 0 };
      // Closed while the session was read: its 'close' has passed, so take no slot.
      if (socket.conn.readyState !== "open") return next(new Error("Connection closed"));
      const admission = await limits.admit(address, session?.user.id ?? null, socket.id);
      if (admission.refusal !== null) return next(tooMany(admission.refusal));
      // Closed while the slot was taken: give it back at once.
      if (socket.conn.readyState !== "open") {
        admission.release();
        return next(new Error("Connection closed"));
      }
      releaseWhenGone(socket, admission.release);
      Object.assign(socket.data, {
        user: session?.user ?? null,
        sessionId: session ? sessionId : null,
        address,
        liveAt,
        liveUntil: session?.expiresAt.getTime() ?? 0,
        readAt,
        lastActiveAt: session?.lastActiveAt.getTime() ?? 0,
      });
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on("connection", (socket) => {
    const { user, sessionId } = socket.data;
    guardEvents(socket, limits, endings);
    watchSets(socket);
    watchEvents(socket);
    // Guests may connect but join no room and hear nothing private.
    if (!user || !sessionId) return;
    void socket.join(userRoom(user.id));
    void socket.join(sessionRoom(sessionId));
    if (isAdmin(user)) void socket.join(ADMINS_ROOM);
    watchSession(socket, sessionId, endings);
    void socketOpened(user.id, socket.id).catch((error) =>
      console.warn("Presence update failed", error),
    );
    socket.on("disconnect", (reason) => {
      // A stopping instance writes all its sockets' presence at once (close, below).
      if (reason === SERVER_STOPPING) return;
      void socketsClosed([{ userId: user.id, socketId: socket.id }]).catch((error) =>
        console.warn("Presence update failed", error),
      );
    });
    // 'join' may carry a user id (clients send one); the session already decided who this is.
    socket.on("join", () => {
      socket.emit("joined", { userId: user.id });
    });
    registerChatEvents(socket, user);
  });

  const unsubscribers = [
    subscribe("toUser", (message) => deliver(io.to(userRoom(message.userId)), message)),
    subscribe("toAdmins", (message) => deliver(io.to(ADMINS_ROOM), message)),
    subscribe("toSet", ({ setId, set }) => {
      io.to(setRoom(setId)).emit("setUpdated", set);
    }),
    subscribe("toEvent", (update) => {
      io.to(eventRoom(update.eventId)).emit("eventUpdated", update);
    }),
    // Room-wide, so the adapter carries it to every instance once there are several.
    subscribe("sessionEnded", ({ sessionId }) => {
      endings.count++;
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    }),
    subscribe("adminRightsRevoked", ({ userId }) => {
      // A sibling tab's read of this user no longer says who is an admin.
      endings.count++;
      io.in(userRoom(userId)).socketsLeave(ADMINS_ROOM);
    }),
    subscribe("userSessionsEnded", ({ userId, exceptSessionId }) => {
      endings.count++;
      const room = io.in(userRoom(userId));
      (exceptSessionId ? room.except(sessionRoom(exceptSessionId)) : room).disconnectSockets(true);
    }),
  ];

  /**
   * Closes this instance's sockets, then sets offline, in one write, the players they leave with
   * no socket on any instance (one write per socket raced the database's shutdown), and tells
   * their friends and the admins, wherever those are.
   */
  async function close() {
    const held = heldSockets(io);
    // Closes every socket at once; what it returns waits for the HTTP server to close as well.
    void io.close();
    await socketsClosed(held);
    unsubscribers.forEach((off) => off());
    clearInterval(presence);
    // After the adapter's own unsubscribes (io.close() sent them): replies come in order.
    await subscriber?.ping().catch(() => undefined);
    await subscriber?.quit().catch(() => undefined);
  }
  return { io, close };
}

/**
 * A watch request for a public record (sets, events), so guests' sockets may send it too (a
 * stream overlay signs in as no one): the socket joins the record's room, following a few of
 * each kind at once (the oldest is dropped) and asking at most WATCHES_PER_SOCKET times. `load`
 * refuses an unknown id; what it returns is the ack's message, so a late joiner misses nothing.
 */
function roomWatcher<Message>(
  socket: ServerSocket,
  notFound: string,
  room: (id: number) => string,
  load: (id: number) => Promise<Message | undefined>,
) {
  const watched: string[] = [];
  let requests = 0;
  return (raw: unknown, ack?: SocketAck<Message>) => {
    const reply = typeof ack === "function" ? ack : undefined;
    if (++requests > WATCHES_PER_SOCKET) return reply?.({ ok: false, error: TOO_MANY_EVENTS });
    const id = parseId(raw);
    if (id === null) return reply?.({ ok: false, error: `404: ${notFound}` });
    load(id).then(
      (message) => {
        const name = room(id);
        if (!watched.includes(name)) {
          watched.push(name);
          void socket.join(name);
          if (watched.length > SETS_PER_SOCKET) void socket.leave(watched.shift()!);
        }
        reply?.(message === undefined ? { ok: true } : { ok: true, message });
      },
      (error: unknown) => reply?.({ ok: false, error: failureText(error) }),
    );
  };
}

/** 'watchSet': the ack carries the set as it stands. */
function watchSets(socket: ServerSocket) {
  socket.on(
    "watchSet",
    roomWatcher(socket, SET_NOT_FOUND, setRoom, async (setId) => asAnswer(await getSet(setId))),
  );
}

/** 'watchEvent': the ack says whether the event exists (its state is GET /api/events/{id}). */
function watchEvents(socket: ServerSocket) {
  socket.on(
    "watchEvent",
    roomWatcher(socket, EVENT_NOT_FOUND, eventRoom, async (eventId) => {
      await readEvent(eventId);
      return undefined;
    }),
  );
}

/**
 * With Redis, rooms span every instance: an event published here reaches sockets held by the
 * others, and ending a session closes its sockets wherever they are. Returns the subscriber
 * connection the adapter holds, to close with the server.
 */
function useRedisAdapter(io: RealtimeServer) {
  const redis = sharedRedis();
  if (!redis) return null;
  const subscriber = redis.duplicate();
  io.adapter(createAdapter(redis, subscriber, { key: redisKey("socket.io") }));
  return subscriber;
}

/** This instance's signed-in sockets. */
const heldSockets = (io: RealtimeServer) =>
  [...io.of("/").sockets.values()].flatMap((socket) =>
    socket.data.user ? [{ userId: socket.data.user.id, socketId: socket.id }] : [],
  );

/**
 * Vouches for this instance's sockets (their presence and their slots under the per-player cap),
 * and lets lapsed ones (a dead instance's) go offline.
 */
async function keepPresence(io: RealtimeServer, limits: SocketLimits) {
  try {
    const held = heldSockets(io);
    await Promise.all([renewSockets(held), limits.renewSlots(held)]);
    await sweepLapsedPresence();
  } catch (error) {
    console.warn("Presence upkeep failed", error);
  }
}
