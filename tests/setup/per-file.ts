import { copyFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";

// A real SQLite file per test file (copied from the migrated template), so tests never share rows.
const dbFile = path.resolve(
  `tests/.tmp/vitest/db-${process.env.VITEST_POOL_ID ?? "0"}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.db`,
);
copyFileSync(path.resolve("tests/.tmp/template.db"), dbFile);
process.env.DATABASE_URL = `file:${dbFile}`;
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET = "test-secret";
process.env.SEED_DEMO = "false";
// A Redis run (REDIS_URL set) gives each file its own key space, as it gives it its own database.
process.env.REDIS_PREFIX = `test-${path.basename(dbFile, ".db")}:`;

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
  await globals.prisma?.$disconnect();
  await globals.redis?.quit();
});
