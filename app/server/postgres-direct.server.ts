import type { Prisma } from "@prisma/client";
import pg from "pg";
import { postgresPool, prisma } from "~/server/db.server";

/**
 * Statements run straight on `pg`, past Prisma, on PostgreSQL: the chat message's insert, which
 * every message of the site runs. Through Prisma the one statement cost about 1.4 ms of CPU in its
 * query compiler alone (a `node --cpu-prof` of the chat bench), more than the rest of the
 * message's server work; here it is the driver's few microseconds. They go through the pool
 * Prisma's adapter uses, so no connection is opened beside Prisma's, and values are bound as that
 * adapter binds them, so rows written here read the same through Prisma.
 */

/** Dates as the timestamp columns hold them: UTC wall-clock time, as Prisma's adapter writes. */
const postgresArgs = (values: readonly unknown[]) =>
  values.map((value) =>
    value instanceof Date ? value.toISOString().replace("T", " ").replace("Z", "") : value,
  );

/**
 * Runs one statement (Prisma's `sql`, with $1… placeholders); its rows. Once Prisma has
 * disconnected, the pool is closed and a reconnected Prisma has one of its own: the statement
 * then goes through Prisma.
 */
export async function queryPostgres<Row>(query: Prisma.Sql): Promise<Row[]> {
  const pool = postgresPool();
  if (!pool || pool.ended) return prisma.$queryRaw<Row[]>(query);
  const result = await pool.query(query.text, postgresArgs(query.values));
  return result.rows as Row[];
}

/** A unique index (or primary key) refused the row: SQLSTATE 23505. */
export const isPostgresUniqueViolation = (error: unknown) =>
  error instanceof pg.DatabaseError && error.code === "23505";
