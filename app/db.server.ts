import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@prisma/client";
import { env } from "~/env.server";

// One client per process; kept on globalThis so dev rebuilds do not open new connections.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient() {
  const adapter = new PrismaBetterSQLite3({ url: env.databaseUrl });
  return new PrismaClient({ adapter });
}

export const prisma = globalForPrisma.prisma ?? createClient();
globalForPrisma.prisma = prisma;

let pragmasApplied: Promise<void> | undefined;

/** WAL lets readers and the single writer work side by side; busy_timeout waits out short locks. */
export function applyPragmas() {
  pragmasApplied ??= (async () => {
    await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL;");
    await prisma.$queryRawUnsafe("PRAGMA busy_timeout = 5000;");
    await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON;");
  })();
  return pragmasApplied;
}
