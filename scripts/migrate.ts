// `npm run db:migrate` (and `npm start`, `npm run dev`): applies the migrations DATABASE_URL's
// engine needs with `prisma migrate deploy` (prisma.config.ts picks the schema, the history and
// the adapter), and skips it when every migration is already applied.
//
// Why skip: the schema engine opens a SQLite file with `locking_mode=EXCLUSIVE`, which it cannot
// get while a running server holds the file open, so a second `npm start` (or a rolling restart)
// on the same file failed inside prisma with `WASM_ERROR … unknown variant SocketTimeout` even
// with nothing to apply. On PostgreSQL, deploy itself works beside running servers (it takes an
// advisory lock), but the CLI then idles for 10 s on a timer of its own before exiting.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { DEFAULT_DATABASE_URL, databaseEngine, sqliteFile } from "../app/server/database-url";

try {
  process.loadEnvFile(".env");
} catch {
  // no .env: defaults apply
}

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const engine = databaseEngine(url);
const migrationsDir =
  engine === "postgresql" ? "prisma/postgresql/migrations" : "prisma/migrations";

const migrationNames = () =>
  readdirSync(migrationsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(migrationsDir, e.name, "migration.sql")))
    .map((e) => e.name);

const APPLIED = `SELECT "migration_name" AS name FROM "_prisma_migrations"
  WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;

/** Names of the migrations the database records as applied; none when it is new (or absent). */
async function appliedMigrations(): Promise<Set<string>> {
  if (engine === "sqlite") {
    const file = sqliteFile(url);
    if (!existsSync(file)) return new Set();
    // Read-only, beside any server that has it open (WAL lets readers in).
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const table = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
        .get();
      if (!table) return new Set();
      return new Set((db.prepare(APPLIED).all() as { name: string }[]).map((r) => r.name));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>(
      "SELECT to_regclass('\"_prisma_migrations\"') IS NOT NULL AS exists",
    );
    if (!rows[0]?.exists) return new Set();
    return new Set((await client.query<{ name: string }>(APPLIED)).rows.map((r) => r.name));
  } finally {
    await client.end();
  }
}

/** `prisma migrate deploy`, its output shown as it comes and kept for the error message. */
function deploy(): Promise<{ code: number; output: string }> {
  const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  const child = spawn(process.execPath, [cli, "migrate", "deploy"], {
    stdio: ["inherit", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
    process.stderr.write(chunk);
  });
  return new Promise((resolve) =>
    child.on("close", (code) => resolve({ code: code ?? 1, output })),
  );
}

let applied: Set<string> | undefined;
try {
  applied = await appliedMigrations();
} catch {
  // Unreachable or unreadable: prisma's own error says why, better than a guess here.
}
const pending = applied ? migrationNames().filter((name) => !applied.has(name)) : undefined;

if (applied && pending?.length === 0) {
  console.log(`Database schema is up to date (${applied.size} migrations applied), nothing to do.`);
} else {
  const { code, output } = await deploy();
  if (code !== 0 && engine === "sqlite" && /SocketTimeout|SQLITE_BUSY/.test(output)) {
    console.error(
      `\n${pending ? `Pending: ${pending.join(", ")}. ` : ""}Applying migrations needs the ` +
        `SQLite file to itself, and another process (a running Melee Hub?) has ${sqliteFile(url)} ` +
        "open: stop it, then run `npm run db:migrate` (or `npm start`) again.",
    );
  }
  process.exitCode = code;
}
