// The 1,000-socket chat run of `npm run bench`, issue 28's shape: 100 signed-in players with 10
// tabs each (a Socket.IO connection a tab) to one running server, each player friends with the
// next two (four friends each), every player sending the next one messages, 200 a second in all,
// and the time from sending to each of the friend's tabs hearing `newMessage` is measured. Before
// the chat, the server's resident memory (VmRSS in /proc/<pid>/status) is read before the sockets
// connect and once they are all idle: the difference per socket is what an idle socket costs.
//
// The players, their friendships and their sessions are written straight into the server's
// database (a throwaway one: nothing is deleted afterwards), because signing 1,000 accounts up
// through the site would bench the sign-up, not the sockets.
//
// The server must run with RELAX_RATE_LIMITS: every socket comes from 127.0.0.1, and the
// per-address cap of live sockets (200) and the per-player budgets are then ×100, so 20,000
// sockets from one address, 2,000 per player, 500 socket events a second and 12,000 writes a
// minute per player; 100 players sending two messages a second each stay far inside all of them.
//
// Alone: BASE_URL=http://127.0.0.1:3000 DATABASE_URL=file:./x.db SESSION_SECRET=… \
//   [SERVER_PID=<the server's pid, for its memory>] [BENCH_SOCKETS=1000] [BENCH_TABS=10] \
//   [BENCH_CHAT_RATE=200] [BENCH_CHAT_VIA=socket|api] tsx scripts/bench-sockets.ts
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
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
  /** Sockets in all (default 1,000): `tabs` for each player. */
  sockets?: number;
  /** Sockets (browser tabs) per player (default 10). */
  tabs?: number;
  /** The server's process id, to read its memory (Linux /proc); none: memory is not reported. */
  serverPid?: number;
  /**
   * How a message is sent: "socket" (the default) is the socket's 'sendMessage' event, what the
   * site's chat page does while its socket is connected; "api" is POST /api/chat/message, the
   * page's fallback when it is not (and what API clients may use).
   */
  via?: "api" | "socket";
  /** How long the senders send (default 5). */
  seconds?: number;
  /** Messages a second, all senders together (default 200). */
  rate?: number;
};

export type SocketChatResult = {
  sockets: number;
  players: number;
  connectMs: number;
  /** The server's resident memory growth per idle socket, in KB (null: not measured). */
  kbPerIdleSocket: number | null;
  /** The server's CPU time while the sockets connected, and while the messages were sent. */
  connectCpuMs: number | null;
  chatCpuMs: number | null;
  messages: number;
  /** Deliveries timed: each message to every tab of its receiver. */
  deliveries: number;
  p50: number;
  p99: number;
  /** Deliveries refused or never heard. */
  lost: number;
};

type Player = { id: string; cookie: string; friendId: string };

/** A player's tab: its socket and whose it is. */
type Tab = { player: number; socket: Socket };

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
 * N fresh players (tags unique to this run), each friends with the next two (in a ring), each
 * with a live session and the signed `__session` cookie the site would have given them; each
 * sends to the next.
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
  const pairs = new Map<string, { requesterId: string; receiverId: string }>();
  users.forEach((user, i) => {
    for (const step of [1, 2]) {
      const friend = users[(i + step) % count];
      if (friend === user) continue;
      pairs.set(pairKey(user.id, friend.id), { requesterId: user.id, receiverId: friend.id });
    }
  });
  const friendships = [...pairs].map(([key, pair]) => ({
    ...pair,
    pairKey: key,
    status: "accepted",
  }));

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
    friendId: users[(i + 1) % count].id,
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

/**
 * Opens `tabs` sockets per player, a first tab for everyone, then a second…,
 * CONNECT_CONCURRENCY at a time; all of them, or it throws.
 */
async function openAll(baseUrl: string, players: Player[], tabs: number, opened: Tab[]) {
  let next = 0;
  const total = players.length * tabs;
  const worker = async () => {
    while (next < total) {
      const player = next++ % players.length;
      opened.push({ player, socket: await openSocket(baseUrl, players[player]) });
    }
  };
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
}

/** A process's resident memory in KB (Linux), or null where /proc cannot tell. */
function residentKb(pid: number | undefined) {
  if (pid === undefined) return null;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A process's CPU time so far (user + system) in ms (Linux), or null: on a shared machine the
 * server's CPU per socket or per message says more than the wall-clock time.
 */
function cpuMs(pid: number | undefined) {
  if (pid === undefined) return null;
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks, after the command name in parentheses.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
// Linux's USER_HZ, what /proc/<pid>/stat counts in on every common platform.
const CLOCK_TICKS_PER_SECOND = 100;

/** What happened to the server's CPU time between two readings, or null. */
const cpuSpent = (before: number | null, after: number | null) =>
  before === null || after === null ? null : round(after - before);

// After the last connect, before the server's memory is read: the handshakes' leftovers settle.
const IDLE_SETTLE_MS = 2_000;

/** Sends one message as `player`; resolves null once the server took it, else why not. */
async function send(
  baseUrl: string,
  via: "api" | "socket",
  player: Player,
  socket: Socket,
  message: string,
) {
  const body = { receiverId: player.friendId, message };
  // The chat page sends every message with a key of its own, so a resend is not a second one.
  const idempotencyKey = randomUUID();
  if (via === "socket") {
    return new Promise<string | null>((resolve) => {
      socket.emit(
        "sendMessage",
        { ...body, idempotencyKey },
        (answer: { ok: boolean; error?: string }) =>
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
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return res.status === 201 ? null : `${res.status}: ${text.slice(0, 200)}`;
}

/**
 * Connects `sockets` signed-in tabs (`tabs` per player) to the server at `baseUrl` (which must
 * use `databaseUrl` and `sessionSecret`), then has every player send the next one messages,
 * `rate` a second in all for `seconds`, spread evenly, without waiting for answers (so a slow
 * server meets the same load, as people would give it). Latencies are from the send to each of
 * the friend's tabs hearing `newMessage`, in ms; `lost` counts deliveries refused or never heard.
 */
export async function socketChatRun(options: SocketChatOptions): Promise<SocketChatResult> {
  const { baseUrl, databaseUrl, sessionSecret, via = "socket", seconds = 5, serverPid } = options;
  const count = options.sockets ?? 1000;
  const tabs = options.tabs ?? 10;
  const rate = options.rate ?? 200;
  const playerCount = count / tabs;
  if (!Number.isInteger(playerCount) || playerCount < 2) {
    throw new Error(
      `sockets must be a multiple of tabs (${tabs}) for 2 players or more, not ${count}`,
    );
  }
  if (!(rate > 0 && Number.isFinite(rate))) throw new Error(`rate must be positive, not ${rate}`);
  checkFileLimit(count);
  const players = await createPlayers(databaseUrl, sessionSecret, playerCount);
  log(`${playerCount} players with friends and sessions written; ${tabs} tabs each`);
  const opened: Tab[] = [];
  try {
    const rssBefore = residentKb(serverPid);
    const cpuBefore = cpuMs(serverPid);
    const connectStart = performance.now();
    await openAll(baseUrl, players, tabs, opened);
    const connectMs = round(performance.now() - connectStart);
    const connectCpuMs = cpuSpent(cpuBefore, cpuMs(serverPid));
    log(`${opened.length} sockets connected and joined in ${connectMs} ms`);
    await sleep(IDLE_SETTLE_MS);
    const rssIdle = residentKb(serverPid);
    const kbPerIdleSocket =
      rssBefore === null || rssIdle === null ? null : round((rssIdle - rssBefore) / count);
    log(`server memory ${rssBefore} KB → ${rssIdle} KB; sending for ${seconds} s`);

    // Each message is awaited by every tab of its receiver.
    const sentAt = new Map<string, { at: number; waiting: number }>();
    const latencies: number[] = [];
    for (const { player, socket } of opened) {
      socket.on("newMessage", (payload: ChatMessage) => {
        // The sender's own tabs hear it too; only the friend's deliveries are timed.
        if (payload.receiverId !== players[player].id) return;
        const sent = sentAt.get(payload.message);
        if (!sent) return;
        latencies.push(performance.now() - sent.at);
        if (--sent.waiting === 0) sentAt.delete(payload.message);
      });
    }
    const firstTab = (player: number) => opened.find((tab) => tab.player === player)!.socket;

    // Every player sends in turn, the sends spread evenly over time.
    const interval = 1000 / rate;
    const runStart = performance.now() + 100;
    const cpuBeforeChat = cpuMs(serverPid);
    const refusals: string[] = [];
    const sends = Array.from({ length: Math.round(rate * seconds) }, async (_, k) => {
      const index = k % playerCount;
      await sleep(runStart + k * interval - performance.now());
      const message = `bench ${index}.${k}`;
      sentAt.set(message, { at: performance.now(), waiting: tabs });
      const refusal = await send(baseUrl, via, players[index], firstTab(index), message).catch(
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
    const chatCpuMs = cpuSpent(cpuBeforeChat, cpuMs(serverPid));

    latencies.sort((a, b) => a - b);
    const messages = sends.length;
    return {
      sockets: opened.length,
      players: playerCount,
      connectMs,
      kbPerIdleSocket,
      connectCpuMs,
      chatCpuMs,
      messages,
      deliveries: messages * tabs,
      p50: round(percentile(latencies, 0.5)),
      p99: round(percentile(latencies, 0.99)),
      lost: messages * tabs - latencies.length,
    };
  } finally {
    opened.forEach(({ socket }) => socket.close());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { BASE_URL, DATABASE_URL, SESSION_SECRET, SERVER_PID } = process.env;
  const { BENCH_SOCKETS, BENCH_TABS, BENCH_CHAT_RATE, BENCH_CHAT_VIA } = process.env;
  if (!BASE_URL || !DATABASE_URL || !SESSION_SECRET) {
    console.error("Set BASE_URL, DATABASE_URL and SESSION_SECRET (those of the running server).");
    process.exit(2);
  }
  const result = await socketChatRun({
    baseUrl: BASE_URL,
    databaseUrl: DATABASE_URL,
    sessionSecret: SESSION_SECRET,
    sockets: BENCH_SOCKETS ? Number(BENCH_SOCKETS) : undefined,
    tabs: BENCH_TABS ? Number(BENCH_TABS) : undefined,
    serverPid: SERVER_PID ? Number(SERVER_PID) : undefined,
    rate: BENCH_CHAT_RATE ? Number(BENCH_CHAT_RATE) : undefined,
    via: BENCH_CHAT_VIA === "api" ? "api" : "socket",
  });
  console.log(JSON.stringify(result));
}
