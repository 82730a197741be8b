import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { form, startTestServer, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Each of these leaves the site once a browser reads it as a Location: tabs and newlines are
// dropped and "\" is read as "/", so most turn into //evil.example.
const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "https://evil.example/",
];

/** Where a browser would go: resolved against our address with the URL parser browsers use. */
function expectOnSite(res: Response) {
  expect(res.status).toBe(302);
  const location = res.headers.get("location") ?? "";
  expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
  expect(location).toMatch(/^\/(?![/\\])/);
}

async function signedIn() {
  const c = server.client();
  const tag = uniqueTag("Redir");
  await c.register(tag);
  return { c, tag };
}

describe("a hostile redirectTo stays on the site", () => {
  it.each(HOSTILE)("/auth sign-in with redirectTo=%j", async (to) => {
    const { tag } = await signedIn();
    const c = server.client();
    // The attack's link: /auth?redirectTo=... puts the value in the sign-in form.
    const page = await (await c.get(`/auth?redirectTo=${encodeURIComponent(to)}`)).text();
    expect(page).toContain('name="redirectTo"');
    const res = await c.post(
      "/auth",
      form({ intent: "login", username: tag, password: "secret123", redirectTo: to }),
    );
    expectOnSite(res);
    expect(c.cookies.has("__session")).toBe(true);
  });

  it.each(HOSTILE)("/theme with redirectTo=%j", async (to) => {
    const res = await server.client().post("/theme", form({ theme: "light", redirectTo: to }));
    expectOnSite(res);
  });

  it.each(HOSTILE)("/contact with redirectTo=%j", async (to) => {
    const { c } = await signedIn();
    const res = await c.post(
      "/contact",
      form({ messageType: "general", message: "Hello", redirectTo: to }),
    );
    expectOnSite(res);
  });

  it.each(HOSTILE)("/polls/:id/vote with redirectTo=%j", async (to) => {
    const { c } = await signedIn();
    const poll = await prisma.poll.create({
      data: {
        question: `Best spacie ${uniqueTag("q")}?`,
        isActive: true,
        options: { create: [{ optionText: "Fox", position: 0 }] },
      },
      include: { options: true },
    });
    const res = await c.post(
      `/polls/${poll.id}/vote`,
      form({ optionId: String(poll.options[0].id), redirectTo: to }),
    );
    expectOnSite(res);
    // A guest is sent to sign in first, with the same target: it must be refused there too.
    const guest = await server
      .client()
      .post(
        `/polls/${poll.id}/vote`,
        form({ optionId: String(poll.options[0].id), redirectTo: to }),
      );
    expectOnSite(guest);
    const next = new URL(guest.headers.get("location")!, server.baseUrl).searchParams;
    expect(next.get("redirectTo")).toBe("/");
  });

  it("keeps an ordinary same-site target", async () => {
    const res = await server
      .client()
      .post("/theme", form({ theme: "dark", redirectTo: "/forum/post/3?page=2" }));
    expect(res.headers.get("location")).toBe("/forum/post/3?page=2");
  });
});
