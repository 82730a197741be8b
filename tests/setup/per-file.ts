import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { createTestDatabase, dropTestDatabase, testEngine } from "./test-database";

// A real database per test file (a copy of the migrated template), so tests never share rows.
const databaseUrl = await createTestDatabase();
process.env.DATABASE_URL = databaseUrl;
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-secret";
process.env.SEED_DEMO = "false";
// A Redis run (REDIS_URL set) gives each file its own key space, as it gives it its own database.
process.env.REDIS_PREFIX = `test-${path.basename(new URL(databaseUrl).pathname, ".db")}:`;

// Singletons on globalThis must not leak from one test file's database to the next.
const globals = globalThis as {
  prisma?: { $disconnect(): Promise<void> };
  realtimeBus?: unknown;
  redis?: { quit(): Promise<unknown> } | null;
};
globals.prisma = undefined;
globals.realtimeBus = undefined;
globals.redis = undefined;

// console.error during a test fails it: an error logged is an error hidden.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(
    errors.map((a) => a.map(String).join(" ")),
    "console.error was called",
  ).toEqual([]);
});

afterAll(async () => {
  // Sockets a test closed last still have presence updates on their way: let them land. Should
  // one still be starting its transaction, $disconnect would leave that transaction's pg
  // connection checked out and wait for it forever (SQLite has no pool to wait for); the
  // database is dropped with FORCE below anyway, so such a disconnect is left behind.
  if (testEngine === "postgresql") await delay(100);
  await Promise.race([globals.prisma?.$disconnect(), delay(3000)]);
  await globals.redis?.quit();
  await dropTestDatabase(databaseUrl);
});
