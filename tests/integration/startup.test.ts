import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createPrismaClient } from "~/server/db.server";
import { createTestDatabase } from "../setup/test-database";
import { launchInstance, stopInstance } from "./instances";

const STRONG_SECRET = "k3v9-a-long-random-session-secret-for-tests-only";

/** The built server with only these settings, on a fresh database unless one is given. */
const startServer = async (settings: Record<string, string>) =>
  launchInstance({
    DATABASE_URL: settings.DATABASE_URL ?? (await createTestDatabase()),
    ...settings,
  });

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

async function accounts(databaseUrl: string) {
  const prisma = createPrismaClient(databaseUrl);
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
    const databaseUrl = await createTestDatabase();
    const run = await startServer({
      SITE_URL: "https://meleehub.example",
      SESSION_SECRET: STRONG_SECRET,
      OWNER_USERNAME: "TheOrganiser",
      OWNER_PASSWORD: "a-strong-owner-password",
      DATABASE_URL: databaseUrl,
    });
    expect(run.code).toBeNull();
    await stopInstance(run);
    expect(run.output).toMatch(/serving https:\/\/meleehub\.example/);
    expect(await accounts(databaseUrl)).toEqual(["TheOrganiser"]);
  });
});

describe("the local demo", () => {
  it("serves this machine only, and seeds the demo accounts", async () => {
    const databaseUrl = await createTestDatabase();
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
      await stopInstance(run);
    }
  });
});

/** `npm run db:migrate`, as `npm start` runs it before serving. */
function migrate(databaseUrl: string) {
  const child = spawn("npm", ["run", "--silent", "db:migrate"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

describe("a second start beside a running server (a rolling restart)", () => {
  it("migrates, with nothing to apply, while the server has the database open", async () => {
    const databaseUrl = await createTestDatabase();
    const run = await startServer({ DATABASE_URL: databaseUrl });
    try {
      expect(run.code).toBeNull();
      const second = await migrate(databaseUrl);
      expect(second.output).toMatch(/up to date \(\d+ migrations applied\)/);
      expect(second.code, second.output).toBe(0);
      expect(await canConnect("127.0.0.1", run.port)).toBe(true);
    } finally {
      await stopInstance(run);
    }
  });
});
