import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPost } from "./forum-helpers";
import { clientsPerRole, startTestServer, toastOf, type Role, type TestClient } from "./harness";

// Every page action runs its forms through one runner (app/http/page-intents.server.ts): a form
// it cannot act on is answered like an incomplete form, never with a 500. (Bodies that are not
// web forms at all never reach it: the edge refuses them, see page-form-bodies.test.ts.)

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<Role, TestClient>;

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());

/** A form post with the given urlencoded body (the harness's client takes fields, not text). */
const post = (client: TestClient, url: string, body: string) =>
  fetch(server.baseUrl + url, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: client.cookieHeader, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

const BODIES: [name: string, body: string][] = [
  ["an empty form", ""],
  ["a form with an unknown intent", "intent=explode"],
  ["a form with no intent", "userId=x"],
  ["a form naming an inherited property", "intent=constructor"],
];

const INCOMPLETE = "The form was incomplete. Please try again.";

const pages: [
  page: string,
  role: Role,
  url: () => Promise<string>,
  expected: { location: (url: string) => string; title: string },
][] = [
  ["/admin", "admin", async () => "/admin", { location: (u) => u, title: "Invalid Request" }],
  [
    "/friends",
    "user",
    async () => "/friends",
    { location: () => "/friends?tab=friends", title: "Something went wrong" },
  ],
  ["/score-tracker", "user", async () => "/score-tracker", { location: (u) => u, title: "Error" }],
  ["/updates", "admin", async () => "/updates", { location: (u) => u, title: "Invalid Request" }],
  ["/messages", "user", async () => "/messages", { location: (u) => u, title: "Invalid Request" }],
  [
    "/forum/post/:id",
    "user",
    async () => `/forum/post/${(await seedPost()).id}`,
    { location: (u) => u, title: "Error" },
  ],
];

describe("a page action given a body it cannot act on", () => {
  for (const [page, role, url, expected] of pages) {
    it.each(BODIES)(`${page} answers %s with the incomplete-form toast`, async (_, body) => {
      const target = await url();
      const res = await post(as[role], target, body);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(expected.location(target));
      expect(toastOf(res)).toMatchObject({
        title: expected.title,
        description: INCOMPLETE,
        type: "destructive",
      });
    });
  }

  it.each(BODIES)(
    "/profile answers %s with 400 (its forms always name their intent)",
    async (_, body) => {
      const res = await post(as.user, "/profile", body);
      expect(res.status).toBe(400);
    },
  );
});

describe("Create Poll answers a hand-made form with the form again, never a 500", () => {
  it.each([
    ["one indexed option", "intent=createPoll&question=Q%3F&options%5B0%5D=A"],
    ["one plain options field", "intent=createPoll&question=Q%3F&options=A"],
    ["no options at all", "intent=createPoll&question=Q%3F"],
  ])("%s", async (_name, body) => {
    const res = await post(as.owner, "/admin", body);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please provide a question and at least 2 options.");
  });
});

describe("a page with a single form answers an empty one with the form again", () => {
  it.each([
    ["/admin-setup", "owner"],
    ["/contact", "user"],
    ["/submit-tournament", "user"],
    ["/auth", null],
  ] as const)("%s", async (page, role) => {
    const res = await post(role ? as[role] : server.client(), page, "");
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
  });
});
