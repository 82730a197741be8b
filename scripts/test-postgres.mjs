#!/usr/bin/env node
// `npm run test:postgres` (the last step of `npm test`): the domain and integration tiers again,
// on PostgreSQL (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; its
// user must be allowed to CREATE DATABASE). The integration tier serves the build: run
// `npm run build` first (npm test does).
//
// No PostgreSQL there: a laptop's `npm test` passes on SQLite and ends with a loud line saying so;
// in CI (CI=true, or REQUIRE_SERVICES=1 as .ci/run sets) that is a failure, never a skip.
import { spawn } from "node:child_process";
import pg from "pg";

const DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const url = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const required = process.env.CI === "true" || process.env.REQUIRE_SERVICES === "1";

/** The URL without its password, fit to print. */
function shown(raw) {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unparseable TEST_DATABASE_URL)";
  }
}

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String(error) : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const problem = await reachable();
if (problem) {
  const bar = "!".repeat(100);
  const how =
    "Start one (Debian/Ubuntu: `sudo apt-get install postgresql`, then " +
    "`sudo pg_ctlcluster <version> main start`) or point TEST_DATABASE_URL at one whose user " +
    "may CREATE DATABASE, then run `npm run build && npm run test:postgres`.";
  const message =
    `No PostgreSQL at ${shown(url)} (${problem}): the domain and integration tests did not ` +
    `run on PostgreSQL. ${how}`;
  if (required) {
    console.error(
      `\n${bar}\nFAILED: ${message}\n(CI or REQUIRE_SERVICES=1: a missing service is a failure.)\n${bar}\n`,
    );
    process.exit(1);
  }
  console.warn(`\n${bar}\nSKIPPED the PostgreSQL pass. ${message}\n${bar}\n`);
  process.exit(0);
}

console.log(`PostgreSQL pass: domain and integration tiers on ${shown(url)}`);
const vitest = spawn(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "domain", "--project", "integration"],
  {
    stdio: "inherit",
    env: { ...process.env, TEST_ENGINE: "postgresql", TEST_DATABASE_URL: url },
  },
);
vitest.on("close", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
