import pg from "pg";
import { env } from "~/server/env.server";

/**
 * Statements run straight on `pg`, past Prisma, on PostgreSQL: the chat message's insert, which
 * every message of the site runs. Through Prisma the one statement cost about 1.4 ms of CPU in its
 * query compiler alone (a `node --cpu-prof` of the chat bench), more than the rest of the
 * message's server work; here it is the driver's few microseconds. Values are bound as Prisma's
 * adapter binds them, so rows written here read the same through Prisma.
 */

/**
 * The pool's connections, beside Prisma's own pool (10): the statements sent here are short
 * single-statement writes, so a few connections keep up with hundreds a second.
 */
const POOL_SIZE = 4;

let pool: pg.Pool | null = null;

/** The pool for DATABASE_URL, opened on first use; idle connections keep no process alive. */
function openPool() {
  pool ??= new pg.Pool({
    connectionString: env.databaseUrl,
    max: POOL_SIZE,
    allowExitOnIdle: true,
    // As Prisma's connections (db.server.ts): a page's statements never pay for JIT compiling.
    options: "-c jit=off",
  });
  // An idle connection the database closed (a restart, an administrator, a dropped test
  // database): the pool has dropped it and opens another when next needed. Unhandled, this
  // error would end the process.
  pool.on("error", (error) => console.warn("An idle PostgreSQL connection closed:", error.message));
  return pool;
}

/** Dates as the timestamp columns hold them: UTC wall-clock time, as Prisma's adapter writes. */
const postgresArgs = (values: readonly unknown[]) =>
  values.map((value) =>
    value instanceof Date ? value.toISOString().replace("T", " ").replace("Z", "") : value,
  );

/** Runs one statement (`text` with $1… placeholders, as Prisma's `sql` gives it); its rows. */
export async function queryPostgres<Row>(query: {
  text: string;
  values: readonly unknown[];
}): Promise<Row[]> {
  const result = await openPool().query(query.text, postgresArgs(query.values));
  return result.rows as Row[];
}

/** Closes the pool's connections (the server's shutdown). */
export async function closePostgresPool() {
  const open = pool;
  pool = null;
  await open?.end();
}

/** A unique index (or primary key) refused the row: SQLSTATE 23505. */
export const isPostgresUniqueViolation = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === "23505";
