import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRIENDS_PAGE_SIZE, pairKey } from "~/models/friendship.server";
import { prisma } from "~/server/db.server";
import { manyFriends } from "../fixtures/many-friends";
import { form, startTestServer, toastOf, uniqueTag, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Player = { client: TestClient; id: string; username: string };

/** A freshly registered, signed-in player with this tag. */
async function playerNamed(tag: string): Promise<Player> {
  const client = server.client();
  const { id, username } = await client.register(tag);
  return { client, id, username };
}

/** A freshly registered, signed-in player. */
const player = (prefix = "fr") => playerNamed(uniqueTag(prefix));

async function request(from: Player, to: Player) {
  const res = await from.client.post("/api/friends/request", { receiverId: to.id });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; requesterId: string; receiverId: string };
}

async function befriend(a: Player, b: Player) {
  const { id } = await request(a, b);
  const res = await b.client.post(`/api/friends/accept/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return id;
}

/**
 * A searcher and four players whose tags share a stem: a friend, one the searcher asked, one who
 * asked the searcher, and a stranger.
 */
async function searchScene(prefix: string) {
  const stem = uniqueTag(prefix);
  const make = (suffix: string) => playerNamed(`${stem}${suffix}`);
  const me = await make("Me");
  const [friend, sent, received, none] = [
    await make("Friend"),
    await make("Sent"),
    await make("Recv"),
    await make("None"),
  ];
  await befriend(me, friend);
  await request(me, sent);
  await request(received, me);
  return { stem, me, friend, sent, received, none };
}

const friendship = (a: Player, b: Player) =>
  prisma.friendship.findUnique({ where: { pairKey: pairKey(a.id, b.id) } });

const friendIdsOf = async (p: Player) => {
  const res = await p.client.get("/api/friends");
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }[]).map((f) => f.id);
};

describe("guests", () => {
  it("get 401 from every friends endpoint", async () => {
    const guest = server.client();
    const calls = [
      guest.get("/api/friends"),
      guest.get("/api/friends/requests"),
      guest.get("/api/friends/requests/count"),
      guest.post("/api/friends/requests/mark-viewed"),
      guest.get("/api/friends/online"),
      guest.get("/api/users/search?query=abc"),
      guest.post("/api/friends/request", { receiverId: "x" }),
      guest.post("/api/friends/accept/1"),
      guest.post("/api/friends/reject/1"),
      guest.delete("/api/friends/someone"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.text()).toBe("Authentication required");
    }
  });

  it("see the sign-in text on /friends, and a form post sends them to sign in", async () => {
    const guest = server.client();
    const page = await guest.get("/friends");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Please sign in to view your friends and manage friend requests.");
    expect(html).toContain('href="/auth?redirectTo=%2Ffriends"');
    const post = await guest.post("/friends", form({ intent: "request", receiverId: "x" }));
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("friend requests", () => {
  it("sends a request: 201 with the pending friendship, visible to the receiver", async () => {
    const [a, b] = [await player(), await player()];
    const created = await request(a, b);
    expect(created).toMatchObject({ requesterId: a.id, receiverId: b.id, status: "pending" });

    const list = await b.client.get("/api/friends/requests");
    expect(await list.json()).toEqual([
      {
        id: created.id,
        createdAt: expect.any(String),
        requesterInfo: { id: a.id, username: a.username, profilePicture: null },
      },
    ]);
    expect(await (await b.client.get("/api/friends/requests/count")).json()).toEqual({ count: 1 });
    // The requester has nothing to answer.
    expect(await (await a.client.get("/api/friends/requests")).json()).toEqual([]);
    expect(await (await a.client.get("/api/friends/requests/count")).json()).toEqual({ count: 0 });
  });

  it("refuses a request to yourself (400), to no one (400) and to an unknown user (404)", async () => {
    const a = await player();
    const self = await a.client.post("/api/friends/request", { receiverId: a.id });
    expect(self.status).toBe(400);
    expect(await self.text()).toBe("You cannot send a friend request to yourself");
    const empty = await a.client.post("/api/friends/request", {});
    expect(empty.status).toBe(400);
    const unknown = await a.client.post("/api/friends/request", { receiverId: "nobody-here" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("User not found");
    expect(await prisma.friendship.count({ where: { requesterId: a.id } })).toBe(0);
  });

  it("refuses a duplicate in either direction, and a request between friends (409)", async () => {
    const [a, b] = [await player(), await player()];
    await request(a, b);
    const again = await a.client.post("/api/friends/request", { receiverId: b.id });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(`You have already sent a friend request to ${b.username}`);
    const reverse = await b.client.post("/api/friends/request", { receiverId: a.id });
    expect(reverse.status).toBe(409);
    expect(await reverse.text()).toContain(`${a.username} has already sent you a friend request`);
    expect(await prisma.friendship.count({ where: { pairKey: pairKey(a.id, b.id) } })).toBe(1);

    const [c, d] = [await player(), await player()];
    await befriend(c, d);
    const friends = await d.client.post("/api/friends/request", { receiverId: c.id });
    expect(friends.status).toBe(409);
    expect(await friends.text()).toBe(`You are already friends with ${c.username}`);
  });

  // Racing requests are settled in the domain: tests/domain/friends-chat.test.ts.
});

describe("answering a request", () => {
  // Who may accept, reject or remove is the domain's rule: tests/domain/friends-chat.test.ts.
  it("accepting answers the receiver 200, others 403, unknown 404, malformed 400", async () => {
    const [a, b] = [await player(), await player()];
    const { id } = await request(a, b);
    const res = await a.client.post(`/api/friends/accept/${id}`);
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("Only the receiver can accept this friend request");
    expect((await b.client.post("/api/friends/accept/999999")).status).toBe(404);
    expect((await b.client.post("/api/friends/accept/abc")).status).toBe(400);

    const ok = await b.client.post(`/api/friends/accept/${id}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id, status: "accepted" });
    expect((await friendship(a, b))?.status).toBe("accepted");
    const again = await b.client.post(`/api/friends/accept/${id}`);
    expect(again.status).toBe(409);

    // Both see each other, with the spec's fields.
    const list = await a.client.get("/api/friends");
    expect(await list.json()).toEqual([
      { id: b.id, username: b.username, profilePicture: null, isOnline: false },
    ]);
    expect(await friendIdsOf(b)).toEqual([a.id]);
    expect(await (await b.client.get("/api/friends/requests/count")).json()).toEqual({ count: 0 });
  });

  it("rejecting answers the receiver 200; the request is gone and can be sent again", async () => {
    const [a, b] = [await player(), await player()];
    const { id } = await request(a, b);
    expect((await b.client.post("/api/friends/reject/999999")).status).toBe(404);
    const ok = await b.client.post(`/api/friends/reject/${id}`);
    expect(ok.status).toBe(200);
    expect(await friendship(a, b)).toBeNull();
    expect((await b.client.post(`/api/friends/reject/${id}`)).status).toBe(404);
    expect(await friendIdsOf(a)).toEqual([]);
    await request(a, b);
  });

  it("refuses to reject a friendship that was already accepted (409)", async () => {
    const [a, b] = [await player(), await player()];
    const id = await befriend(a, b);
    const res = await b.client.post(`/api/friends/reject/${id}`);
    expect(res.status).toBe(409);
    expect((await friendship(a, b))?.status).toBe("accepted");
  });
});

describe("removing a friend", () => {
  it("answers 200 and empties both lists; a stranger gets 403 and unknown users 404", async () => {
    const [a, b, stranger] = [await player(), await player(), await player()];
    await befriend(a, b);
    const notFriends = await stranger.client.delete(`/api/friends/${a.id}`);
    expect(notFriends.status).toBe(403);
    expect(await notFriends.text()).toBe(`You are not friends with ${a.username}`);
    expect((await a.client.delete("/api/friends/nobody-here")).status).toBe(404);

    const res = await b.client.delete(`/api/friends/${a.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await friendship(a, b)).toBeNull();
    expect(await friendIdsOf(a)).toEqual([]);
    expect(await friendIdsOf(b)).toEqual([]);
  });
});

describe("GET /api/users/search", () => {
  const search = async (p: Player, query: string) => {
    const res = await p.client.get(`/api/users/search?query=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; username: string; friendshipStatus: string }[];
  };

  it("searches from 3 characters, case-insensitively, never finding the searcher", async () => {
    const stem = uniqueTag("Srch");
    const self = await playerNamed(`${stem}Me`);
    const other = await playerNamed(`${stem}Other`);
    const found = await search(self, stem.toUpperCase());
    expect(found.map((r) => r.id)).toEqual([other.id]);
    expect(found[0]).toEqual({
      id: other.id,
      username: other.username,
      profilePicture: null,
      main: null,
      friendshipStatus: "none",
    });
    expect(await search(self, stem.slice(0, 2))).toEqual([]);
    expect(await search(self, "  ")).toEqual([]);
    expect(await search(self, "zzzz-no-such-tag")).toEqual([]);
  });

  it("shows each result's friendship status", async () => {
    const { stem, me, friend, sent, received, none } = await searchScene("Stat");
    const statuses = Object.fromEntries(
      (await search(me, stem)).map((r) => [r.username, r.friendshipStatus]),
    );
    expect(statuses).toEqual({
      [friend.username]: "accepted",
      [sent.username]: "pending",
      [received.username]: "pending",
      [none.username]: "none",
    });
  });

  it("takes % and _ literally and leaves banned players out", async () => {
    const stem = uniqueTag("lit").toLowerCase();
    const searcher = await player();
    // Tags that differ by a symbol alone look alike and cannot both exist: each wildcard gets a
    // tag it would match were it taken as one (axb for _, cxyd for %).
    const [under, percent, plain, plain2, banned] = await Promise.all(
      [`${stem}a_b`, `${stem}c%d`, `${stem}axb`, `${stem}cxyd`, `${stem}a_bz`].map((tag) =>
        server.client().register(tag),
      ),
    );
    await prisma.user.update({ where: { id: banned.id }, data: { isBanned: true } });
    const names = async (q: string) => (await search(searcher, q)).map((r) => r.username).sort();
    expect(await names(`${stem}a_b`)).toEqual([under.username]);
    expect(await names(`${stem}c%d`)).toEqual([percent.username]);
    expect(await names(`${stem}axb`)).toEqual([plain.username]);
    expect(await names(`${stem}cxyd`)).toEqual([plain2.username]);
    expect(await names("%%%")).toEqual([]);
    expect(await names("___")).toEqual([]);
  });
});

describe("marking requests viewed", () => {
  it("POST /api/friends/requests/mark-viewed and opening /friends both set lastFriendRequestCheck", async () => {
    const a = await player();
    const checked = async () =>
      (await prisma.user.findUniqueOrThrow({ where: { id: a.id } })).lastFriendRequestCheck;
    expect(await checked()).toBeNull();
    const before = Date.now();
    const res = await a.client.post("/api/friends/requests/mark-viewed");
    expect(res.status).toBe(200);
    const first = await checked();
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await prisma.user.update({ where: { id: a.id }, data: { lastFriendRequestCheck: null } });
    expect((await a.client.get("/friends")).status).toBe(200);
    expect(await checked()).not.toBeNull();
  });
});

describe("GET /api/friends/online", () => {
  it("lists only friends who are online", async () => {
    const [a, b, c, stranger] = [await player(), await player(), await player(), await player()];
    await befriend(a, b);
    await befriend(c, a);
    await prisma.user.updateMany({
      where: { id: { in: [b.id, stranger.id] } },
      data: { isOnline: true },
    });
    const res = await a.client.get("/api/friends/online");
    expect(await res.json()).toEqual([{ id: b.id, username: b.username }]);
  });
});

describe("the /friends page", () => {
  it("shows the tabs, their counts and the empty states", async () => {
    const a = await player();
    const friendsTab = await (await a.client.get("/friends")).text();
    expect(friendsTab).toContain("My Friends (0)");
    expect(friendsTab).toContain(
      "No friends yet. Use the &quot;Find Friends&quot; tab to add some!",
    );
    expect(friendsTab).toContain('href="/friends?tab=requests"');
    expect(friendsTab).toContain('href="/friends?tab=find"');
    expect(friendsTab).not.toContain('data-testid="requests-badge"');
    const requestsTab = await (await a.client.get("/friends?tab=requests")).text();
    expect(requestsTab).toContain("No pending friend requests.");
    const findTab = await (await a.client.get("/friends?tab=find&q=ab")).text();
    expect(findTab).toContain('placeholder="Search users by tag..."');
    expect(findTab).toContain("Type at least 3 characters to search for friends");
    const none = await (await a.client.get("/friends?tab=find&q=zz-none-zz")).text();
    expect(none).toContain("No users found matching &quot;zz-none-zz&quot;");
  });

  it("lists friends and requests with their details", async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    await befriend(a, b);
    await request(c, a);
    await prisma.user.update({ where: { id: b.id }, data: { isOnline: true } });
    const html = await (await a.client.get("/friends")).text();
    expect(html).toContain("My Friends (1)");
    expect(html).toContain(b.username);
    expect(html).toContain("Online");
    expect(html).toContain(`href="/messages?with=${b.id}"`);
    expect(html).toContain(`href="/friends?tab=friends&amp;remove=${b.id}"`);
    expect(html).toMatch(/data-testid="requests-badge"[^>]*>1</);
    const requests = await (await a.client.get("/friends?tab=requests")).text();
    expect(requests).toContain(c.username);
    expect(requests).toContain("Sent a friend request");
  });

  it("confirms a removal as a page state (?remove=) with the spec's question", async () => {
    const [a, b, stranger] = [await player(), await player(), await player()];
    await befriend(a, b);
    const html = await (await a.client.get(`/friends?tab=friends&remove=${b.id}`)).text();
    expect(html).toContain(
      `Are you sure you want to remove ${b.username} from your friends list? This action cannot be undone.`,
    );
    expect(html).toContain('name="intent" value="remove"');
    // Only a friend can be under confirmation.
    const other = await (await a.client.get(`/friends?tab=friends&remove=${stranger.id}`)).text();
    expect(other).not.toContain("Are you sure you want to remove");
  });

  it("pages My Friends with plain links; a removal comes back to its page", async () => {
    const a = await player();
    const friends = await manyFriends(a.id, FRIENDS_PAGE_SIZE + 1);
    const rows = (html: string) => html.match(/data-testid="friend-row"/g)?.length ?? 0;
    // React marks where text parts meet in the server's HTML.
    const text = (html: string) => html.replaceAll("<!-- -->", "");

    const first = await (await a.client.get("/friends")).text();
    expect(first).toContain(`My Friends (${FRIENDS_PAGE_SIZE + 1})`);
    expect(rows(first)).toBe(FRIENDS_PAGE_SIZE);
    expect(text(first)).toContain("Page 1 of 2");
    expect(first).toContain('href="/friends?tab=friends&amp;page=2"');

    const last = friends.at(-1)!;
    const second = await (await a.client.get("/friends?tab=friends&page=2")).text();
    expect(rows(second)).toBe(1);
    expect(second).toContain(last.username);
    expect(second).toContain('href="/friends?tab=friends">Previous');
    expect(second).toContain(`href="/friends?tab=friends&amp;page=2&amp;remove=${last.id}"`);

    const confirm = await (
      await a.client.get(`/friends?tab=friends&page=2&remove=${last.id}`)
    ).text();
    expect(confirm).toContain(`Are you sure you want to remove ${last.username}`);
    expect(confirm).toContain('name="page" value="2"');
    const removed = await a.client.post(
      "/friends",
      form({ intent: "remove", friendId: last.id, tab: "friends", page: "2" }),
    );
    expect(removed.headers.get("Location")).toBe("/friends?tab=friends&page=2");
    // Page 2 is gone with its one friend: the last page there is shows instead.
    const after = await (await a.client.get("/friends?tab=friends&page=2")).text();
    expect(rows(after)).toBe(FRIENDS_PAGE_SIZE);
    expect(after).not.toContain('aria-label="My Friends pages"');
  });

  it("runs request, accept, reject and remove as plain form posts with redirects and toasts", async () => {
    const [a, b, c] = [await player(), await player(), await player()];

    const sent = await a.client.post(
      "/friends",
      form({ intent: "request", receiverId: b.id, tab: "find", q: b.username }),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(
      `/friends?tab=find&q=${encodeURIComponent(b.username)}`,
    );
    expect(toastOf(sent)).toMatchObject({ title: "Friend Request Sent" });
    const results = await (await a.client.get(sent.headers.get("Location")!)).text();
    expect(results).toContain("Request Sent");

    const requestId = (await friendship(a, b))!.id;
    const accepted = await b.client.post(
      "/friends",
      form({ intent: "accept", requestId: String(requestId), tab: "requests" }),
    );
    expect(accepted.headers.get("Location")).toBe("/friends?tab=requests");
    expect(toastOf(accepted)).toMatchObject({
      title: "Friend Request Accepted",
      description: `You and ${a.username} are now friends!`,
    });
    expect((await friendship(a, b))?.status).toBe("accepted");

    await request(c, a);
    const cRequest = (await friendship(a, c))!.id;
    const rejected = await a.client.post(
      "/friends",
      form({ intent: "reject", requestId: String(cRequest), tab: "requests" }),
    );
    expect(toastOf(rejected)).toMatchObject({ title: "Friend Request Rejected" });
    expect(await friendship(a, c)).toBeNull();

    const removed = await a.client.post(
      "/friends",
      form({ intent: "remove", friendId: b.id, tab: "friends" }),
    );
    expect(removed.headers.get("Location")).toBe("/friends?tab=friends");
    expect(toastOf(removed)).toEqual({
      id: expect.any(String),
      title: "Friend Removed",
      description: `You removed ${b.username} from your friends list`,
      type: "destructive",
      duration: 5000,
    });
    expect(await friendship(a, b)).toBeNull();
  });

  it("answers refused form posts with a destructive toast and changes nothing", async () => {
    const [a, b] = [await player(), await player()];
    const self = await a.client.post(
      "/friends",
      form({ intent: "request", receiverId: a.id, tab: "find", q: "abc" }),
    );
    expect(self.status).toBe(302);
    expect(toastOf(self)).toMatchObject({
      title: "Friend Request Failed",
      description: "You cannot send a friend request to yourself",
      type: "destructive",
    });
    const { id } = await request(a, b);
    const notYours = await a.client.post(
      "/friends",
      form({ intent: "accept", requestId: String(id), tab: "requests" }),
    );
    expect(toastOf(notYours)).toMatchObject({
      title: "Accept Failed",
      description: "Only the receiver can accept this friend request",
    });
    const bad = await a.client.post("/friends", form({ intent: "explode" }));
    expect(bad.status).toBe(302);
    expect(toastOf(bad)?.type).toBe("destructive");
    expect((await friendship(a, b))?.status).toBe("pending");
  });

  it("shows the per-result status in Find Friends", async () => {
    const { stem, me, received } = await searchScene("Pg");
    const html = await (await me.client.get(`/friends?tab=find&q=${stem}`)).text();
    expect(html).toContain(">Friends</span>");
    expect(html).toContain(">Request Sent</span>");
    expect(html).toContain(`Accept ${received.username}&#x27;s friend request`);
    expect(html).toContain(">Add Friend</button>");
    // Four results: the searcher is not one of them.
    expect(html.match(/data-testid="search-result"/g)).toHaveLength(4);
  });
});
