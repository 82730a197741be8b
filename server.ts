import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";

// Works with no .env at all: the documented defaults apply (see .env.example).
try {
  process.loadEnvFile(".env");
} catch {
  // no .env file
}

const { createServer } = await import("~/http/express/create-server");
const { applyPragmas, prisma } = await import("~/server/db.server");
const { ensureOwner, OwnerConfigurationError } = await import("~/models/owner.server");
const { deleteExpiredSessions } = await import("~/models/session.server");
const { deleteOldIdempotencyKeys } = await import("~/models/idempotency.server");
const { liftEndedBans } = await import("~/models/user-moderation.server");
const { deploymentProblems, env } = await import("~/server/env.server");
const { sharedRedis } = await import("~/server/redis.server");
const { seedDemoContent } = await import("./prisma/demo-content");

const mode = env.isProduction ? "production" : "development";
const buildPath = path.resolve("build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const problems = deploymentProblems();
if (problems.length > 0) {
  console.error(
    "Melee Hub will not start: this is a deployment (SITE_URL is set or HOST is not loopback), " +
      "and it is missing settings of its own:\n" +
      problems.map((line) => `  - ${line}`).join("\n"),
  );
  process.exit(1);
}

await applyPragmas();
try {
  await ensureOwner();
} catch (error) {
  if (!(error instanceof OwnerConfigurationError)) throw error;
  console.error(`Melee Hub will not start: ${error.message}`);
  process.exit(1);
}
if (env.seedDemo) await seedDemoContent(prisma);
async function sweepExpired() {
  await Promise.all([deleteExpiredSessions(), deleteOldIdempotencyKeys(), liftEndedBans()]);
}
await sweepExpired();
// A sweep that fails (the database briefly away) is tried again at the next one.
const sweep = setInterval(
  () => void sweepExpired().catch((error) => console.warn("The expiry sweep failed", error)),
  // Each minute: a ban's end is kept to the minute; the other sweeps are cheap index ranges.
  60 * 1000,
);
sweep.unref();

const { httpServer, stop } = createServer({ build, mode });

httpServer.listen(env.port, env.host, () => {
  const where = `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${env.port}`;
  console.log(
    env.isDeployment
      ? `Melee Hub is serving ${env.siteUrl} (listening on ${where})`
      : `Melee Hub (local demo) is serving ${where}, reachable from this machine only. ` +
          "Set SITE_URL and HOST to deploy it (see the README's production section).",
  );
  if (mode === "development") broadcastDevReady(build);
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error("Melee Hub did not stop within 5 s: exiting anyway.");
    process.exit(1);
  }, 5000).unref();
  try {
    await stop();
  } catch (error) {
    console.error("Melee Hub did not stop cleanly", error);
    process.exitCode = 1;
  }
  await Promise.allSettled([prisma.$disconnect(), sharedRedis()?.quit()]);
  process.exit();
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
