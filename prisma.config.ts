import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";

// With a config file Prisma no longer reads .env itself; Node does it here when there is one.
try {
  process.loadEnvFile?.(".env");
} catch {
  // No .env: the documented defaults apply.
}

const url = process.env.DATABASE_URL || "file:./data/dev.db";

// The JS (wasm) schema engine and the driver adapter: nothing native is downloaded (see README).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  async adapter() {
    return new PrismaBetterSQLite3({ url });
  },
});
