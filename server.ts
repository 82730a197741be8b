import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";

// Works with no .env at all: the documented defaults apply (see .env.example).
try {
  process.loadEnvFile(".env");
} catch {
  // no .env file
}

const { createServer } = await import("~/server/create-server");
const { applyPragmas, prisma } = await import("~/db.server");
const { ensureOwner } = await import("~/models/user.server");
const { deleteExpiredSessions } = await import("~/models/session.server");
const { env } = await import("~/env.server");
const { seedDemoContent } = await import("./prisma/demo-content");

const mode = env.isProduction ? "production" : "development";
const buildPath = path.resolve("build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

if (env.isProduction && env.usesDevSessionSecret) {
  console.warn(
    "\n⚠️  WARNING: SESSION_SECRET is not set. Sessions are signed with a public development secret.\n" +
      "⚠️  Set SESSION_SECRET to a long random value before serving real users.\n",
  );
}

await applyPragmas();
await ensureOwner();
if (env.seedDemo) await seedDemoContent(prisma);
await deleteExpiredSessions();
const sweep = setInterval(() => void deleteExpiredSessions(), 10 * 60 * 1000);
sweep.unref();

const { httpServer, io } = createServer({ build, mode });

httpServer.listen(env.port, () => {
  console.log(`Melee Hub is serving http://localhost:${env.port}`);
  if (mode === "development") broadcastDevReady(build);
});

function shutdown() {
  io.close();
  httpServer.close(() => void prisma.$disconnect().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
