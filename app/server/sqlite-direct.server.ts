import Database from "better-sqlite3";

/**
 * Statements run straight on better-sqlite3 (see idleSqliteConnection), written and read back as
 * Prisma's driver adapter does, so a row written here reads the same through Prisma.
 */

type Connection = Database.Database;

// Compiled once per connection and text: the callers' texts are a handful of constants.
const compiled = new WeakMap<Connection, Map<string, Database.Statement>>();

export function prepared(db: Connection, text: string) {
  let statements = compiled.get(db);
  if (!statements) compiled.set(db, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = db.prepare(text)));
  return statement;
}

/** Parameters as the adapter binds them: dates as ISO 8601 with "+00:00", booleans as 0/1. */
export const sqliteArgs = (values: readonly unknown[]) =>
  values.map((value) =>
    value instanceof Date
      ? value.toISOString().replace("Z", "+00:00")
      : typeof value === "boolean"
        ? Number(value)
        : value,
  );

/** A unique index (or primary key) refused the row. */
export const isSqliteUniqueViolation = (error: unknown) =>
  error instanceof Database.SqliteError &&
  (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY");
