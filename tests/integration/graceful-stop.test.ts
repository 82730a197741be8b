import { afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { befriend } from "./chat-helpers";
import { TestClient, uniqueTag } from "./harness";
import { redisAnswers, startInstance, stopInstance, type Instance } from "./instances";
import { closeSockets, next, openSocket } from "./socket-helpers";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisRequired = Boolean(process.env.CI || process.env.REQUIRE_SERVICES);
const redisAvailable = await redisAnswers(REDIS_URL);
if (!redisAvailable && !redisRequired) {
  console.warn(`\n!!! SKIPPED the two-instance stop test: no Redis answers at ${REDIS_URL}.\n`);
}

// Events cross a process (and Redis): generous bounds for a busy machine, never a fixed wait.
const CROSSING_MS = 15_000;

/** Settings of a built server over this file's database. */
const settings = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: process.env.DATABASE_URL!,
  SESSION_SECRET: "a-secret-for-the-graceful-stop-tests-0123456789",
  SEED_DEMO: "false",
  ...extra,
});

const running: Instance[] = [];
afterEach(async () => {
  closeSockets();
  await Promise.all(running.splice(0).map((instance) => stopInstance(instance, "SIGKILL")));
});

async function start(extra?: Record<string, string>) {
  const instance = await startInstance(settings(extra));
  running.push(instance);
  return instance;
}

/** A registered player with a socket open on `on`, joined (its rooms exist). */
async function connected(on: Instance, prefix: string) {
  const client = new TestClient(on.baseUrl);
  const { id } = await client.register(uniqueTag(prefix));
  const socket = await openSocket(on.baseUrl, client.cookieHeader);
  const joined = next<{ userId: string }>(socket, "joined", CROSSING_MS);
  socket.emit("join", id);
  await joined;
  return { id, client, socket };
}

const onlineAmong = (ids: string[]) =>
  prisma.user.count({ where: { id: { in: ids }, isOnline: true } });

/** SIGTERM, as an operator's stop sends it: resolves with the exit code and what it printed. */
function terminate(instance: Instance) {
  const printedBefore = instance.output.length;
  return new Promise<{ code: number | null; printed: string }>((resolve) => {
    instance.process.once("exit", (code) =>
      resolve({ code, printed: instance.output.slice(printedBefore) }),
    );
    instance.process.kill("SIGTERM");
  });
}

describe("a SIGTERM with 40 players connected", () => {
  it("closes their sockets, writes them all offline and exits 0 on its own", async () => {
    const instance = await start();
    const players: Awaited<ReturnType<typeof connected>>[] = [];
    // A few at a time: registering hashes a password.
    for (let i = 0; i < 40; i += 8) {
      players.push(
        ...(await Promise.all(Array.from({ length: 8 }, () => connected(instance, "Stop")))),
      );
    }
    const ids = players.map((p) => p.id);
    await expect.poll(() => onlineAmong(ids), { timeout: CROSSING_MS }).toBe(40);
    const closed = players.map((p) => next<string>(p.socket, "disconnect", CROSSING_MS));

    const { code, printed } = await terminate(instance);

    expect(printed).not.toMatch(/P2028|Transaction already closed|error|failed|did not stop/i);
    // 0 only when it stopped on its own: its 5 s fallback exits 1.
    expect(code, printed).toBe(0);
    // Not "io server disconnect": a browser reconnects on its own, to an instance still running.
    expect(await Promise.all(closed)).toEqual(Array(40).fill("transport close"));
    expect(await onlineAmong(ids)).toBe(0);
  }, 120_000);
});

describe.skipIf(!redisAvailable && !redisRequired)("one of two instances stops", () => {
  it("keeps online a player whose other socket is on the instance still running", async () => {
    const shared = {
      REDIS_URL,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}stop:`,
      PRESENCE_TTL_SECONDS: "30",
    };
    const stopping = await start(shared);
    const staying = await start(shared);

    const leaving = await connected(stopping, "Lea");
    const both = await connected(stopping, "Bot");
    const onStaying = await openSocket(staying.baseUrl, both.client.cookieHeader);
    const watcher = await connected(staying, "Wat");
    await befriend(watcher.id, leaving.id);
    await befriend(watcher.id, both.id);
    await expect
      .poll(() => onlineAmong([leaving.id, both.id, watcher.id]), { timeout: CROSSING_MS })
      .toBe(3);

    const heard: string[] = [];
    watcher.socket.on("friendOffline", ({ userId }: { userId: string }) => heard.push(userId));
    const { code, printed } = await terminate(stopping);
    expect(printed).not.toMatch(/P2028|Transaction already closed|error|failed|did not stop/i);
    expect(code, printed).toBe(0);

    await expect.poll(() => heard, { timeout: CROSSING_MS }).toContain(leaving.id);
    expect(await onlineAmong([leaving.id])).toBe(0);
    expect(await onlineAmong([both.id, watcher.id])).toBe(2);
    expect(heard).not.toContain(both.id);
    // Still served where it is: the running instance answers it as itself.
    const joined = next<{ userId: string }>(onStaying, "joined", CROSSING_MS);
    onStaying.emit("join", both.id);
    expect((await joined).userId).toBe(both.id);
  }, 120_000);
});
