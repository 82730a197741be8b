import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { Redis } from "ioredis";

/** A free port on the loopback. */
export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Instance = {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  /** The exit code when it stopped instead of serving; null while it serves. */
  code: number | null;
  output: string;
};

/**
 * Runs the built server as its own process (`node build/server.js`, as `npm start` runs it) with
 * only these settings, until it either says it is serving or exits.
 */
export async function launchInstance(settings: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: String(port), ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance: Instance = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    process: child,
    code: null,
    output: "",
  };
  await new Promise<void>((resolve) => {
    const onData = (chunk: Buffer) => {
      instance.output += chunk.toString();
      if (/is serving/.test(instance.output)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      instance.code = code;
      resolve();
    });
  });
  return instance;
}

/** An instance that must come up: its output explains why when it does not. */
export async function startInstance(settings: Record<string, string>) {
  const instance = await launchInstance(settings);
  if (instance.code !== null)
    throw new Error(`instance exited (${instance.code}):\n${instance.output}`);
  return instance;
}

/** Stops an instance the way an operator's SIGTERM does, waiting for it to exit. */
export function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM") {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    instance.process.once("exit", () => resolve());
    instance.process.kill(signal);
  });
}

/** Whether a Redis answers at this URL (a newcomer's machine may have none). */
export async function redisAnswers(url: string) {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
