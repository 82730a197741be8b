import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";
import { DEFAULT_DATABASE_URL, databaseEngine } from "./app/server/database-url";

// With a config file Prisma no longer reads .env itself; Node does it here when there is one.
try {
  process.loadEnvFile?.(".env");
} catch {
  // No .env: the documented defaults apply.
}

const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const postgres = databaseEngine(url) === "postgresql";

// The JS (wasm) schema engine and a driver adapter: nothing native is downloaded (see README).
// DATABASE_URL picks the engine, and with it the schema, the migration history and the adapter.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: {
    path: postgres ? "prisma/postgresql/migrations" : "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  async adapter() {
    if (postgres) {
      // @prisma/adapter-pg 7 under an alias, for the CLI only: the 6.19 adapter cannot read
      // PostgreSQL's `name` type, which the schema engine's own queries return. The CLI never
      // closes the pool: allowExitOnIdle lets it exit at once instead of after pg's idle timeout.
      const { PrismaPg } = await import("@prisma/adapter-pg-cli");
      return new PrismaPg({ connectionString: url, allowExitOnIdle: true });
    }
    return new PrismaBetterSQLite3({ url });
  },
});
