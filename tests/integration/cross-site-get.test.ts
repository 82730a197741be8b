import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { befriend, sendViaApi, signedIn } from "./chat-helpers";
import { clientsPerRole, startTestServer } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// What a browser sends when another site links, redirects or navigates a player to our page.
const FROM_ELSEWHERE = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" };
const FROM_HERE = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" };

describe("marking read or viewed is never a plain GET", () => {
  it.each([
    ["/api/chat/mark-read/someone", "POST"],
    ["/api/friends/requests/mark-viewed", "POST"],
    ["/api/admin/notification-view", "POST"],
    ["/api/admin/acknowledge-new-users", "POST"],
    ["/api/admin/messages/some-id/read", "PATCH"],
  ])("GET %s answers 405", async (path, allowed) => {
    const { as } = await clientsPerRole(server);
    const res = await as.admin.request("GET", path, undefined, FROM_ELSEWHERE);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allowed);
  });
});

describe("pages opened from another site mark nothing", () => {
  it("/messages?with=<friend> leaves the conversation unread, unless opened from here", async () => {
    const alice = await signedIn(server, "ReadA");
    const bob = await signedIn(server, "ReadB");
    await befriend(alice.id, bob.id);
    await sendViaApi(bob, alice, "are you there?");
    const unread = () =>
      prisma.chatMessage.count({ where: { receiverId: alice.id, isRead: false } });

    const page = `/messages?with=${encodeURIComponent(bob.id)}`;
    const elsewhere = await alice.client.request("GET", page, undefined, FROM_ELSEWHERE);
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain("are you there?");
    expect(await unread()).toBe(1);

    await alice.client.request("GET", page, undefined, FROM_HERE);
    expect(await unread()).toBe(0);
  });

  it("/friends leaves the requests unviewed, unless opened from here", async () => {
    const me = await signedIn(server, "View");
    const checked = async () =>
      (await prisma.user.findUniqueOrThrow({ where: { id: me.id } })).lastFriendRequestCheck;

    await me.client.request("GET", "/friends?tab=requests", undefined, FROM_ELSEWHERE);
    expect(await checked()).toBeNull();
    await me.client.request("GET", "/friends?tab=requests", undefined, FROM_HERE);
    expect(await checked()).not.toBeNull();
  });

  it("/admin leaves the notifications unviewed, unless opened from here (or typed in)", async () => {
    const { as, ids } = await clientsPerRole(server);
    const state = () => prisma.adminNotificationState.findUnique({ where: { adminId: ids.admin } });

    expect((await as.admin.request("GET", "/admin", undefined, FROM_ELSEWHERE)).status).toBe(200);
    expect(await state()).toBeNull();
    await as.admin.request("GET", "/admin", undefined, { "Sec-Fetch-Site": "none" });
    expect(await state()).not.toBeNull();
  });
});
