// The 1,000-socket chat run of `npm run bench`: N signed-in players hold a Socket.IO connection
// each to one running server, half of them send their friend messages at a steady rate (by
// default one a second each), and the time from sending to the friend's socket hearing
// `newMessage` is measured.
//
// The players, their friendships and their sessions are written straight into the server's
// database (a throwaway one: nothing is deleted afterwards), because signing 1,000 accounts up
// through the site would bench the sign-up, not the sockets.
//
// The server must run with RELAX_RATE_LIMITS: every socket comes from 127.0.0.1, and the
// per-address cap of live sockets (200) and the per-player budgets are then ×100, so 20,000
// sockets from one address, 2,000 per player, 500 socket events a second and 12,000 writes a
// minute per player; 1,000 sockets sending one message a second stay far inside all of them.
//
// Alone: BASE_URL=http://127.0.0.1:3000 DATABASE_URL=file:./x.db SESSION_SECRET=… \
//   [BENCH_SOCKETS=1000] [BENCH_CHAT_RATE=500] [BENCH_CHAT_VIA=api|socket] \
//   tsx scripts/bench-sockets.ts
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createCookie } from "@remix-run/node";
import { io as connect, type Socket } from "socket.io-client";
import type { ChatMessage } from "~/models/chat.server";
import { pairKey } from "~/models/friendship.server";
import { tagKey, tagSkeleton } from "~/models/tag";
import { createPrismaClient } from "~/server/db.server";
import { percentile, round } from "./bench-stats";

export type SocketChatOptions = {
  baseUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  /** Connected players, an even number (default 1,000). */
  sockets?: number;
  /**
   * How a message is sent: "api" is POST /api/chat/message, what the site's chat page does;
   * "socket" is the socket's 'sendMessage' event, what API clients may use instead.
   */
  via?: "api" | "socket";
  /** How long the senders send (default 5). */
  seconds?: number;
  /** Messages a second, all senders together (default one a second per sender: sockets / 2). */
  rate?: number;
};

export type SocketChatResult = {
  sockets: number;
  connectMs: number;
  messages: number;
  p50: number;
  p99: number;
  lost: number;
};

type Player = { id: string; cookie: string; friendId: string };

// Handshakes in flight at once: each reads a session, so an unbounded burst would measure the
// queue, not the connection.
const CONNECT_CONCURRENCY = 50;
const CONNECT_TIMEOUT_MS = 30_000;
// A message not heard this long after the last send settled counts as lost.
const DELIVERY_GRACE_MS = 5_000;
// Beyond the sockets: the HTTP connections of the senders, the database, stdio and Node's own.
const SPARE_FILE_DESCRIPTORS = 256;

/** Progress goes to stderr, so stdout holds only the result. */
const log = (line: string) => console.error(`[bench-sockets] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

/**
 * This process's open-file limit, as the shell reports it (Node has no getrlimit). Each socket
 * is a file descriptor here and another in the server, which inherits the same limit when
 * started from the same shell.
 */
function checkFileLimit(sockets: number) {
  const needed = sockets + sockets / 2 + SPARE_FILE_DESCRIPTORS;
  let limit = Infinity;
  try {
    const text = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    if (text !== "unlimited") limit = Number(text);
  } catch {
    return; // No shell to ask: the connections will say so if the limit is too low.
  }
  if (limit < needed) {
    throw new Error(
      `open-file limit ${limit} is too low for ${sockets} sockets: run \`ulimit -n ${Math.max(
        needed,
        4096,
      )}\` in this shell (and start the server from it) first`,
    );
  }
}

/**
 * N fresh players (tags unique to this run) in N/2 accepted friendships, each with a live
 * session, and the signed `__session` cookie the site would have given them.
 */
async function createPlayers(
  databaseUrl: string,
  sessionSecret: string,
  count: number,
): Promise<Player[]> {
  // The site's session cookie: only the secret and the name matter to what the server reads.
  const sessionCookie = createCookie("__session", { secrets: [sessionSecret] });
  const run = randomBytes(4).toString("hex");
  const now = Date.now();
  const users = Array.from({ length: count }, (_, i) => {
    const username = `bench${run}p${i}`;
    return {
      id: `bench-${run}-${i}`,
      username,
      usernameKey: tagKey(username),
      usernameSkeleton: tagSkeleton(username),
      email: `${username}@bench.invalid`,
    };
  });
  const sessions = users.map((user) => ({
    id: randomBytes(24).toString("base64url"),
    userId: user.id,
    // An hour ahead: the run must not outlive its sessions, whatever SESSION_IDLE_SECONDS says.
    expiresAt: new Date(now + 60 * 60 * 1000),
    lastActiveAt: new Date(now),
  }));
  const friendships = Array.from({ length: count / 2 }, (_, i) => {
    const [a, b] = [users[2 * i].id, users[2 * i + 1].id];
    return { requesterId: a, receiverId: b, pairKey: pairKey(a, b), status: "accepted" };
  });

  const db = createPrismaClient(databaseUrl);
  try {
    await db.user.createMany({ data: users });
    await db.friendship.createMany({ data: friendships });
    await db.session.createMany({ data: sessions });
  } finally {
    await db.$disconnect();
  }
  const cookies = await Promise.all(
    sessions.map(async (session) => (await sessionCookie.serialize(session.id)).split(";")[0]),
  );
  return users.map((user, i) => ({
    id: user.id,
    cookie: cookies[i],
    friendId: users[i ^ 1].id,
  }));
}

/** A socket as the site's client opens one, once the server has answered its 'join'. */
function openSocket(baseUrl: string, player: Player) {
  const socket = connect(baseUrl, {
    path: "/socket.io/",
    transports: ["websocket"],
    // A browser sends its page's origin; the server refuses other sites' pages.
    extraHeaders: { Cookie: player.cookie, Origin: new URL(baseUrl).origin },
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  return new Promise<Socket>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`no 'joined' within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    );
    socket.once("connect_error", fail);
    socket.once("joined", ({ userId }: { userId: string }) => {
      clearTimeout(timer);
      socket.off("connect_error", fail);
      if (userId === player.id) resolve(socket);
      else fail(new Error(`joined as ${userId}, not ${player.id}`));
    });
    socket.once("connect", () => socket.emit("join", player.id));
  });
}

/** Opens one socket per player, CONNECT_CONCURRENCY at a time; all of them, or it throws. */
async function openAll(baseUrl: string, players: Player[], opened: Socket[]) {
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const i = next++;
      opened[i] = await openSocket(baseUrl, players[i]);
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
}

/** Sends one message as `player`; resolves null once the server took it, else why not. */
async function send(
  baseUrl: string,
  via: "api" | "socket",
  player: Player,
  socket: Socket,
  message: string,
) {
  const body = { receiverId: player.friendId, message };
  if (via === "socket") {
    return new Promise<string | null>((resolve) => {
      socket.emit("sendMessage", body, (answer: { ok: boolean; error?: string }) =>
        resolve(answer.ok ? null : (answer.error ?? "refused")),
      );
    });
  }
  const res = await fetch(`${baseUrl}/api/chat/message`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: player.cookie,
      Origin: new URL(baseUrl).origin,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return res.status === 201 ? null : `${res.status}: ${text.slice(0, 200)}`;
}

/**
 * Connects `sockets` signed-in players to the server at `baseUrl` (which must use `databaseUrl`
 * and `sessionSecret`), then has one of each pair of friends send the other messages, `rate` a
 * second in all for `seconds`, spread evenly, without waiting for answers (so a slow server
 * meets the same load, as people would give it). Latencies are from the send to the
 * friend's socket hearing `newMessage`, in ms; `lost` counts messages refused or never heard.
 */
export async function socketChatRun(options: SocketChatOptions): Promise<SocketChatResult> {
  const { baseUrl, databaseUrl, sessionSecret, via = "api", seconds = 5 } = options;
  const count = options.sockets ?? 1000;
  const rate = options.rate ?? count / 2;
  if (!Number.isInteger(count) || count < 2 || count % 2 !== 0) {
    throw new Error(`sockets must be an even number of at least 2, not ${count}`);
  }
  if (!(rate > 0 && Number.isFinite(rate))) throw new Error(`rate must be positive, not ${rate}`);
  checkFileLimit(count);
  const players = await createPlayers(databaseUrl, sessionSecret, count);
  log(`${count} players, ${count / 2} friendships and ${count} sessions written`);
  const opened: Socket[] = [];
  try {
    const connectStart = performance.now();
    await openAll(baseUrl, players, opened);
    const connectMs = round(performance.now() - connectStart);
    log(
      `${opened.length} sockets connected and joined in ${connectMs} ms; sending for ${seconds} s`,
    );

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    opened.forEach((socket, i) => {
      socket.on("newMessage", (payload: ChatMessage) => {
        // The sender's own sockets hear it too; only the friend's delivery is timed.
        if (payload.receiverId !== players[i].id) return;
        const start = sentAt.get(payload.message);
        if (start === undefined) return;
        sentAt.delete(payload.message);
        latencies.push(performance.now() - start);
      });
    });

    // One of each pair sends, in turn, the sends spread evenly over time.
    const senders = players.flatMap((player, i) => (i % 2 === 0 ? [i] : []));
    const interval = 1000 / rate;
    const runStart = performance.now() + 100;
    const refusals: string[] = [];
    const sends = Array.from({ length: Math.round(rate * seconds) }, async (_, k) => {
      const index = senders[k % senders.length];
      await sleep(runStart + k * interval - performance.now());
      const message = `bench ${index}.${k}`;
      sentAt.set(message, performance.now());
      const refusal = await send(baseUrl, via, players[index], opened[index], message).catch(
        (error: unknown) => String(error),
      );
      if (refusal !== null) {
        refusals.push(refusal);
        sentAt.delete(message);
      }
    });
    await Promise.all(sends);
    if (refusals.length > 0) {
      log(`${refusals.length} sends refused, the first: ${refusals[0]}`);
    }
    const graceEnd = performance.now() + DELIVERY_GRACE_MS;
    while (sentAt.size > 0 && performance.now() < graceEnd) await sleep(20);

    latencies.sort((a, b) => a - b);
    const messages = sends.length;
    return {
      sockets: opened.length,
      connectMs,
      messages,
      p50: round(percentile(latencies, 0.5)),
      p99: round(percentile(latencies, 0.99)),
      lost: messages - latencies.length,
    };
  } finally {
    opened.forEach((socket) => socket?.close());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { BASE_URL, DATABASE_URL, SESSION_SECRET, BENCH_SOCKETS, BENCH_CHAT_RATE, BENCH_CHAT_VIA } =
    process.env;
  if (!BASE_URL || !DATABASE_URL || !SESSION_SECRET) {
    console.error("Set BASE_URL, DATABASE_URL and SESSION_SECRET (those of the running server).");
    process.exit(2);
  }
  const result = await socketChatRun({
    baseUrl: BASE_URL,
    databaseUrl: DATABASE_URL,
    sessionSecret: SESSION_SECRET,
    sockets: BENCH_SOCKETS ? Number(BENCH_SOCKETS) : undefined,
    rate: BENCH_CHAT_RATE ? Number(BENCH_CHAT_RATE) : undefined,
    via: BENCH_CHAT_VIA === "socket" ? "socket" : "api",
  });
  console.log(JSON.stringify(result));
}
