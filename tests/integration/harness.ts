import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createServer } from "~/http/express/create-server";
import { tagKey } from "~/models/tag";
import { applyPragmas, prisma } from "~/server/db.server";

/** The built app behind a real HTTP server on a free port, over this file's own database. */
let servers = 0;
const filePrefix = process.env.REDIS_PREFIX;

export async function startTestServer(options: { relaxRateLimits?: boolean } = {}) {
  await applyPragmas();
  // On a Redis run, each server its own request budgets, as each had in memory.
  process.env.REDIS_PREFIX = `${filePrefix}${servers++}:`;
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const { httpServer, stop } = createServer({ build, mode: "production", ...options });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    client: () => new TestClient(baseUrl),
    // A response a test never read keeps its connection busy: cut connections at once.
    close: () => stop({ graceMs: 0 }),
  };
}

/** A tiny cookie-keeping HTTP client: one per simulated browser. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      redirect: "manual",
      headers: { Cookie: this.cookieHeader, ...headers },
    };
    if (body instanceof URLSearchParams) {
      init.body = body;
      (init.headers as Record<string, string>)["Content-Type"] =
        "application/x-www-form-urlencoded";
    } else if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["Content-Type"] = "application/json";
    }
    const res = await fetch(this.baseUrl + url, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join("=") === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    return res;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", url, body, headers);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);

  async register(username: string, password = "secret123", extra: Record<string, string> = {}) {
    const res = await this.post("/api/register", {
      username,
      password,
      email: `${username}@example.com`,
      ...extra,
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; username: string };
  }
}

let counter = 0;
export const uniqueTag = (prefix = "p") =>
  `${prefix}${Date.now().toString(36).slice(-5)}${counter++}`;

/** A bystander account made straight in the database (no password, no session). */
export function makeUser(extra: { isAdmin?: boolean; role?: string; createdAt?: Date } = {}) {
  const username = uniqueTag("t");
  return prisma.user.create({
    data: { username, usernameKey: tagKey(username), email: `${username}@x.io`, ...extra },
    select: { id: true, username: true },
  });
}

export type Role = "guest" | "user" | "admin" | "owner";

/** One signed-in client per role (and a guest), for role-matrix tests. */
export async function clientsPerRole(server: { client: () => TestClient }) {
  const as = { guest: server.client() } as Record<Role, TestClient>;
  const ids = {} as Record<Exclude<Role, "guest">, string>;
  for (const role of ["user", "admin", "owner"] as const) {
    as[role] = server.client();
    ids[role] = (await as[role].register(uniqueTag(role))).id;
  }
  await prisma.user.update({ where: { id: ids.admin }, data: { isAdmin: true } });
  await prisma.user.update({ where: { id: ids.owner }, data: { role: "owner", isAdmin: true } });
  return { as, ids };
}

/** The flash toast a response sets (signed cookie: base64 JSON, then the signature). */
export function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.split(";")[0].slice("toast=".length));
  // Remix writes the UTF-8 bytes of the JSON as base64: read them back byte by byte (latin1), as
  // its own atob does, so a toast's non-ASCII words (“…”) decode too.
  const json = Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("latin1");
  return JSON.parse(decodeURIComponent(escape(json))) as {
    title: string;
    description?: string;
    type?: string;
  };
}

/** A form-encoded body, as a browser without JavaScript posts it. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The schema.org JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}
