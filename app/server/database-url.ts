// Which database a DATABASE_URL names. Shared by the app (app/server/db.server.ts), the Prisma CLI
// (prisma.config.ts), the migration step (scripts/migrate.ts) and the tests.

export type DatabaseEngine = "sqlite" | "postgresql";

/** The local demo's SQLite file, relative to the project folder. */
export const DEFAULT_DATABASE_URL = "file:./data/dev.db";

/** `file:…` is SQLite, `postgres://…` or `postgresql://…` PostgreSQL; anything else is refused. */
export function databaseEngine(url: string): DatabaseEngine {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  // Only the scheme: the rest may hold a password.
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? "(no scheme)";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not ${scheme}`,
  );
}

/** The SQLite file a `file:` URL names, read as the app's adapter reads it (from the cwd). */
export const sqliteFile = (url: string) => url.replace(/^file:/, "");
