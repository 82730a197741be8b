// The databases tests run on: a template migrated once per run, and for each test file (and each
// server a test starts) a copy of it, so tests never share rows. SQLite files by default;
// PostgreSQL databases when TEST_ENGINE=postgresql (`npm run test:postgres`).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export type TestEngine = "sqlite" | "postgresql";

function engineFromEnv(): TestEngine {
  const value = process.env.TEST_ENGINE || "sqlite";
  if (value !== "sqlite" && value !== "postgresql") {
    throw new Error(`TEST_ENGINE must be sqlite or postgresql, not ${value}`);
  }
  return value;
}

export const testEngine = engineFromEnv();

/** The PostgreSQL server of the PostgreSQL pass: a URL whose user may CREATE DATABASE. */
export const DEFAULT_TEST_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
export const testServerUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

const TMP = path.resolve("tests/.tmp/vitest");
const SQLITE_TEMPLATE = path.resolve("tests/.tmp/template.db");

/** Set once per run in vitest.config.ts: runs sharing a PostgreSQL server never meet. */
function runId() {
  const id = process.env.TEST_RUN_ID;
  if (!id) throw new Error("TEST_RUN_ID is not set: run the tests through vitest.config.ts");
  return id;
}
const templateName = () => `${runId()}_template`;

/** The URL of database `name` on the test server, with the same user and password. */
function urlOf(name: string) {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: testServerUrl(),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let copies = 0;

/** A migrated, empty database of its own; returns its DATABASE_URL. */
export async function createTestDatabase(): Promise<string> {
  const unique = `${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}_${copies++}`;
  if (testEngine === "sqlite") {
    const file = path.join(TMP, `db-${unique}-${Math.random().toString(36).slice(2, 8)}.db`);
    copyFileSync(SQLITE_TEMPLATE, file);
    return `file:${file}`;
  }
  const name = `${runId()}_${unique}`;
  await onServer((c) =>
    c.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(templateName())}`),
  );
  return urlOf(name);
}

/** Drops a database createTestDatabase made (SQLite files go with the run's folder). */
export async function dropTestDatabase(url: string) {
  if (testEngine === "sqlite") return;
  await onServer((c) =>
    c.query(`DROP DATABASE IF EXISTS ${quoted(databaseName(url))} WITH (FORCE)`),
  );
}

/** Applies the migrations the way `npm start` does. */
function migrate(databaseUrl: string) {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "pipe",
  });
}

/**
 * Global setup: migrates the run's template. Returns the teardown, which drops the run's
 * PostgreSQL databases (including those of servers a test started and could not clean up).
 */
export async function createTemplate(): Promise<() => Promise<void>> {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  if (testEngine === "sqlite") {
    rmSync(SQLITE_TEMPLATE, { force: true });
    migrate(`file:${SQLITE_TEMPLATE}`);
    return async () => {};
  }
  await onServer(async (c) => {
    // A linguistic default collation (ICU's root locale), as most servers have: the text columns'
    // own byte-wise collation (see scripts/postgres-schema.mjs) must keep results equal to SQLite's.
    try {
      await c.query(
        `CREATE DATABASE ${quoted(templateName())} TEMPLATE template0 ` +
          "LOCALE_PROVIDER icu ICU_LOCALE 'und' LOCALE 'C.UTF-8'",
      );
    } catch {
      // A server built without ICU: the server's default collation.
      await c.query(`CREATE DATABASE ${quoted(templateName())} TEMPLATE template0`);
    }
  });
  migrate(urlOf(templateName()));
  return async () => {
    await onServer(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [`${runId()}_`],
      );
      for (const { datname } of rows) {
        await c.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
      }
    });
  };
}
