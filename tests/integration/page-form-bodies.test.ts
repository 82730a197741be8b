import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientsPerRole, startTestServer, type TestClient } from "./harness";

type Server = Awaited<ReturnType<typeof startTestServer>>;

// Every page address that takes a form post (its /api twin reads JSON on its own).
const PAGE_ACTIONS = [
  "/auth",
  "/auth.data",
  "/theme",
  "/contact",
  "/forgot-password",
  "/polls/1/vote",
  "/admin",
  "/admin.data",
  "/admin-setup",
  "/profile",
  "/profile.data",
  "/friends",
  "/messages",
  "/score-tracker",
  "/submit-tournament",
  "/updates",
  "/forum/new",
  "/forum/post/1",
];

const BODIES: [name: string, body: BodyInit | undefined, type: string | undefined][] = [
  ["JSON", JSON.stringify({ intent: "ban", userId: "x" }), "application/json"],
  ["plain text", "intent=ban", "text/plain"],
  ["an empty body with no type", undefined, undefined],
  ["malformed multipart", "--nope\r\nnot a part", "multipart/form-data; boundary=xyz"],
];

describe("page actions refuse bodies that are not a web form, with a 4xx", () => {
  let server: Server;
  let owner: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await clientsPerRole(server)).as.owner;
  });
  afterAll(() => server.close());

  it.each(BODIES)("%s", async (_name, body, type) => {
    for (const path of PAGE_ACTIONS) {
      for (const client of [server.client(), owner]) {
        const headers: Record<string, string> = { Cookie: client.cookieHeader };
        if (type) headers["Content-Type"] = type;
        const res = await fetch(server.baseUrl + path, {
          method: "POST",
          body,
          headers,
          redirect: "manual",
        });
        // Upload pages send a guest to sign in before reading the body, as the page would.
        const answer =
          client !== owner && res.status === 302
            ? res.headers.get("location")
            : res.status >= 400 && res.status < 500;
        const expected =
          client !== owner && path === "/profile" ? "/auth?redirectTo=%2Fprofile" : true;
        expect([path, answer]).toEqual([path, expected]);
      }
    }
  });

  it("answers an unknown address 404 whatever the body", async () => {
    for (const path of ["/api/no-such-thing", "/no-such-page"]) {
      for (const [, body, type] of BODIES) {
        const headers: Record<string, string> = type ? { "Content-Type": type } : {};
        const res = await fetch(server.baseUrl + path, { method: "POST", body, headers });
        expect([path, type, res.status]).toEqual([path, type, 404]);
      }
    }
  });
});
