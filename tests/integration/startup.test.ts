import { spawn } from "node:child_process";
import { copyFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@prisma/client";
import { describe, expect, it } from "vitest";

const STRONG_SECRET = "k3v9-a-long-random-session-secret-for-tests-only";

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let copies = 0;
/** A migrated, empty database of its own for one start-up. */
function freshDatabase() {
  const file = path.resolve(`tests/.tmp/vitest/startup-${process.pid}-${copies++}.db`);
  copyFileSync(path.resolve("tests/.tmp/template.db"), file);
  return `file:${file}`;
}

type Started = { code: number | null; output: string; port: number; stop: () => void };

/**
 * Runs the built server the way `npm start` does, with only the given settings, until it either
 * exits or says it is serving.
 */
async function startServer(settings: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: freshDatabase(),
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve) => {
    const stop = () => child.kill("SIGTERM");
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/is serving/.test(output)) resolve({ code: null, output, port, stop });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => resolve({ code, output, port, stop }));
  });
}

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

async function accounts(databaseUrl: string) {
  const prisma = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseUrl }) });
  try {
    return (await prisma.user.findMany({ select: { username: true } })).map((u) => u.username);
  } finally {
    await prisma.$disconnect();
  }
}

describe("a deployment must bring its own settings", () => {
  it("refuses to start with a public address and no secret or owner password", async () => {
    const run = await startServer({ SITE_URL: "https://meleehub.example" });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/SESSION_SECRET is not set/);
    expect(run.output).toMatch(/OWNER_PASSWORD is not set/);
  });

  it("refuses the README's example values on a public listener", async () => {
    const run = await startServer({
      HOST: "0.0.0.0",
      SESSION_SECRET: "dev-only-secret-change-me",
      OWNER_PASSWORD: "owner-password",
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/SESSION_SECRET is an example value/);
    expect(run.output).toMatch(/OWNER_PASSWORD is an example value/);
    expect(run.output).toMatch(/SITE_URL is not set/);
  });

  it("starts with its own settings, and makes no demo accounts unless asked", async () => {
    const databaseUrl = freshDatabase();
    const run = await startServer({
      SITE_URL: "https://meleehub.example",
      SESSION_SECRET: STRONG_SECRET,
      OWNER_USERNAME: "TheOrganiser",
      OWNER_PASSWORD: "a-strong-owner-password",
      DATABASE_URL: databaseUrl,
    });
    run.stop();
    expect(run.code).toBeNull();
    expect(run.output).toMatch(/serving https:\/\/meleehub\.example/);
    expect(await accounts(databaseUrl)).toEqual(["TheOrganiser"]);
  });
});

describe("the local demo", () => {
  it("serves this machine only, and seeds the demo accounts", async () => {
    const databaseUrl = freshDatabase();
    const run = await startServer({ DATABASE_URL: databaseUrl });
    try {
      expect(run.code).toBeNull();
      expect(run.output).toMatch(
        /local demo\) is serving http:\/\/127\.0\.0\.1:\d+, reachable from this machine only/,
      );
      expect(await canConnect("127.0.0.1", run.port)).toBe(true);
      // Another loopback address stands in for another machine: nothing listens there.
      expect(await canConnect("127.0.0.2", run.port)).toBe(false);
      expect(await accounts(databaseUrl)).toEqual(expect.arrayContaining(["Owner", "ShineSpike"]));
    } finally {
      run.stop();
    }
  });
});
