import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "~/models/login-throttle.server";
import { TAG_TOO_SIMILAR } from "~/models/tag";
import { prisma } from "~/server/db.server";
import { startTestServer } from "./harness";

// A tag is one tag however it is written: the sign-in lockout, the account it signs in to and
// the look-alike check all see the same one.

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (username: string, password: string) =>
  server.client().post("/api/login", { username, password });

describe("the sign-in lockout of WavedashWiz", () => {
  beforeAll(async () => {
    await server.client().register("WavedashWiz", "right-password");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await signIn("WavedashWiz", "wrong-password")).status).toBe(400);
    }
    expect((await signIn("WavedashWiz", "right-password")).status).toBe(429);
  });

  it("holds for the tag with a full-width W, right password or not", async () => {
    const res = await signIn("Ｗavedashwiz", "right-password");
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(/Too many failed sign-in attempts/);
  });

  it("leaves no more guesses to the tag written in other widths", async () => {
    expect((await signIn("ＷＡvedashwiz", "wrong-password")).status).toBe(429);
  });
});

describe("a tag that looks like a player's", () => {
  const PLAYERS = ["PillarPro", "FalconPunch", "ShineSpike", "TurnipQueen"];
  beforeAll(async () => {
    for (const tag of PLAYERS) await server.client().register(tag);
  });

  const attempt = (username: string) =>
    server.client().post("/api/register", {
      username,
      password: "secret123",
      email: "mimic@example.com",
    });

  it.each([
    "PiIlarPro", // capital I for l
    "FaIconPunch",
    "ShineSpiké",
    "ShineSpikė", // e with a dot above
    "TurnipQueeń",
    "Shine Spike",
    "ShineSpike.",
  ])("POST /api/register %j is refused and writes nothing", async (username) => {
    const before = await prisma.user.count();
    const res = await attempt(username);
    expect(res.status).toBe(409);
    expect(await res.text()).toBe(TAG_TOO_SIMILAR);
    expect(await prisma.user.count()).toBe(before);
  });

  it("is refused on the sign-up page's form too", async () => {
    const res = await server.client().post(
      "/auth?tab=register",
      new URLSearchParams({
        intent: "register",
        username: "Pi1larPro",
        password: "secret123",
        email: "mimic@example.com",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(TAG_TOO_SIMILAR);
  });

  it("leaves a tag of its own free to register", async () => {
    const res = await attempt("PillarPro2");
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ username: "PillarPro2" });
  });
});
