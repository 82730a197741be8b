import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf, uniqueTag } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());

type PollJson = {
  id: number;
  question: string;
  isActive: boolean;
  createdAt: string;
  totalVotes: number;
  userVote: number | null;
  options: { id: number; optionText: string; voteCount: number; percentage: number }[];
};

/** A poll written straight to the database; active unless told otherwise. */
async function makePoll(options = ["Fox", "Falco", "Marth"], isActive = true) {
  return prisma.poll.create({
    data: {
      question: `Question ${uniqueTag("q")}?`,
      isActive,
      options: { create: options.map((optionText, position) => ({ optionText, position })) },
    },
    include: { options: { orderBy: { position: "asc" } } },
  });
}

/** A fresh signed-in player. */
async function newPlayer() {
  const client = server.client();
  const { id, username } = await client.register(uniqueTag("v"));
  return { client, id, username };
}

const vote = (client: (typeof as)["user"], pollId: number, optionId: unknown) =>
  client.post(`/api/polls/${pollId}/vote`, { optionId });

const optionRow = (id: number) => prisma.pollOption.findUniqueOrThrow({ where: { id } });

// Who may manage polls and vote (user, admin, owner) is the domain's rule:
// tests/domain/publishing.test.ts. Here, the HTTP contract: guests get 401, admins and voters
// get the JSON the spec describes.
describe("who may do what", () => {
  const manage = { guest: 401, admin: 200 } as const;

  for (const role of ["guest", "admin"] as const) {
    it(`GET /api/polls answers ${manage[role]} for ${role}`, async () => {
      await makePoll();
      const res = await as[role].get("/api/polls");
      expect(res.status).toBe(manage[role]);
      if (res.status === 200) {
        const polls = (await res.json()) as PollJson[];
        expect(polls[0]).toMatchObject({
          id: expect.any(Number),
          question: expect.any(String),
          isActive: expect.any(Boolean),
          createdAt: expect.any(String),
          options: expect.any(Array),
        });
      }
    });

    it(`POST /api/polls answers ${manage[role] === 200 ? 201 : manage[role]} for ${role}`, async () => {
      const question = `Created by ${role} ${uniqueTag("c")}?`;
      const res = await as[role].post("/api/polls", { question, options: ["Yes", "No"] });
      expect(res.status).toBe(manage[role] === 200 ? 201 : manage[role]);
      const stored = await prisma.poll.findFirst({ where: { question } });
      expect(Boolean(stored)).toBe(manage[role] === 200);
    });

    it(`PATCH /api/polls/{id}/status answers ${manage[role]} for ${role}`, async () => {
      const poll = await makePoll(["A", "B"], false);
      const res = await as[role].patch(`/api/polls/${poll.id}/status`, { isActive: true });
      expect(res.status).toBe(manage[role]);
      const after = await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } });
      expect(after.isActive).toBe(manage[role] === 200);
    });

    it(`GET /api/polls/{id}/vote-details answers ${manage[role]} for ${role}`, async () => {
      const poll = await makePoll();
      const res = await as[role].get(`/api/polls/${poll.id}/vote-details`);
      expect(res.status).toBe(manage[role]);
    });
  }

  for (const role of ["guest", "user"] as const) {
    it(`POST /api/polls/{id}/vote answers ${role === "guest" ? 401 : 201} for ${role}`, async () => {
      const poll = await makePoll();
      const res = await vote(as[role], poll.id, poll.options[0].id);
      expect(res.status).toBe(role === "guest" ? 401 : 201);
      expect((await optionRow(poll.options[0].id)).voteCount).toBe(role === "guest" ? 0 : 1);
    });
  }

  it("GET /api/polls/active answers 200 for guest", async () => {
    expect((await as.guest.get("/api/polls/active")).status).toBe(200);
  });

  it("answers in plain words", async () => {
    const poll = await makePoll();
    expect(await (await vote(as.guest, poll.id, poll.options[0].id)).text()).toBe(
      "Authentication required",
    );
    const res = await as.user.post("/api/polls", { question: "Mine?", options: ["a", "b"] });
    expect(await res.text()).toBe("Admin privileges required");
  });
});

describe("POST /api/polls", () => {
  it("trims the question and options, drops blank options and starts the poll inactive", async () => {
    const tag = uniqueTag("t");
    const res = await as.admin.post("/api/polls", {
      question: `  Best stage ${tag}?  `,
      options: ["  Battlefield ", "", "   ", " Dream Land"],
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as PollJson;
    expect(created).toMatchObject({
      question: `Best stage ${tag}?`,
      isActive: false,
      totalVotes: 0,
    });
    expect(created.options.map((o) => o.optionText)).toEqual(["Battlefield", "Dream Land"]);
  });

  const invalid: [string, unknown][] = [
    ["a blank question", { question: "   ", options: ["a", "b"] }],
    ["no question", { options: ["a", "b"] }],
    ["one option", { question: "Q?", options: ["a"] }],
    ["one non-blank option", { question: "Q?", options: ["a", "  ", ""] }],
    ["no options", { question: "Q?" }],
    ["options that are not a list", { question: "Q?", options: "a,b" }],
    ["a question that is not text", { question: 5, options: ["a", "b"] }],
  ];
  for (const [what, body] of invalid) {
    it(`refuses ${what} with 400 'Please provide a question and at least 2 options.'`, async () => {
      const before = await prisma.poll.count();
      const res = await as.admin.post("/api/polls", body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Please provide a question and at least 2 options.");
      expect(await prisma.poll.count()).toBe(before);
      expect(await prisma.pollOption.count({ where: { poll: { question: "Q?" } } })).toBe(0);
    });
  }
});

describe("PATCH /api/polls/{id}/status", () => {
  it("switches a poll on and off again", async () => {
    const poll = await makePoll(["A", "B"], false);
    for (const isActive of [true, false, true]) {
      const res = await as.admin.patch(`/api/polls/${poll.id}/status`, { isActive });
      expect(res.status).toBe(200);
      expect(((await res.json()) as PollJson).isActive).toBe(isActive);
      expect((await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } })).isActive).toBe(
        isActive,
      );
    }
  });

  it("answers 400 for a missing or non-boolean isActive and 404 for an unknown poll", async () => {
    const poll = await makePoll(["A", "B"], false);
    for (const body of [{}, { isActive: "true" }, { isActive: 1 }]) {
      expect((await as.admin.patch(`/api/polls/${poll.id}/status`, body)).status).toBe(400);
    }
    expect((await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } })).isActive).toBe(false);
    const missing = await as.admin.patch("/api/polls/999999/status", { isActive: true });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Poll not found");
    expect((await as.admin.patch("/api/polls/abc/status", { isActive: true })).status).toBe(404);
  });
});

describe("POST /api/polls/{pollId}/vote", () => {
  it("answers a second vote with 409 'You have already voted in this poll.'", async () => {
    const poll = await makePoll();
    const { client } = await newPlayer();
    const first = await vote(client, poll.id, poll.options[1].id);
    expect(first.status).toBe(201);
    const result = (await first.json()) as PollJson;
    expect(result.userVote).toBe(poll.options[1].id);
    expect(result.totalVotes).toBe(1);
    expect(result.options[1]).toMatchObject({ voteCount: 1, percentage: 100 });

    const again = await vote(client, poll.id, poll.options[0].id);
    expect(again.status).toBe(409);
    expect(await again.text()).toBe("You have already voted in this poll.");
    expect((await optionRow(poll.options[0].id)).voteCount).toBe(0);
    expect((await optionRow(poll.options[1].id)).voteCount).toBe(1);
  });

  it("refuses an inactive poll, another poll's option, an unknown poll and a missing option", async () => {
    const closed = await makePoll(["A", "B"], false);
    const open = await makePoll();
    const { client } = await newPlayer();

    const inactive = await vote(client, closed.id, closed.options[0].id);
    expect(inactive.status).toBe(409);
    expect(await inactive.text()).toBe("This poll is closed: only active polls take votes.");

    const foreign = await vote(client, open.id, closed.options[0].id);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toBe("That option is not part of this poll.");

    expect((await vote(client, 999999, open.options[0].id)).status).toBe(404);
    for (const optionId of [undefined, "", "abc", 1.5, -1, null]) {
      const res = await vote(client, open.id, optionId);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Please select an option.");
    }
    expect(await prisma.pollVote.count({ where: { pollId: { in: [closed.id, open.id] } } })).toBe(
      0,
    );
  });
});

describe("GET /api/polls/active", () => {
  it("gives counts, 1-decimal percentages, the total and the viewer's choice", async () => {
    const poll = await makePoll(["One", "Two", "Three"]);
    const voters = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    await vote(voters[0].client, poll.id, poll.options[0].id);
    await vote(voters[1].client, poll.id, poll.options[1].id);
    await vote(voters[2].client, poll.id, poll.options[1].id);

    const mine = ((await (await voters[0].client.get("/api/polls/active")).json()) as PollJson[])
      .filter((p) => p.id === poll.id)
      .at(0);
    expect(mine?.totalVotes).toBe(3);
    expect(mine?.userVote).toBe(poll.options[0].id);
    expect(mine?.options.map((o) => [o.voteCount, o.percentage])).toEqual([
      [1, 33.3],
      [2, 66.7],
      [0, 0],
    ]);
    const guests = (await (await as.guest.get("/api/polls/active")).json()) as PollJson[];
    expect(guests.find((p) => p.id === poll.id)?.userVote).toBeNull();
  });

  it("lists only active polls, newest first", async () => {
    const older = await makePoll();
    const closed = await makePoll(["A", "B"], false);
    const newer = await makePoll();
    const ids = ((await (await as.user.get("/api/polls/active")).json()) as PollJson[]).map(
      (p) => p.id,
    );
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe("GET /api/polls/{id}/vote-details", () => {
  it("lists each option with its voters, 'Anonymous' for a deleted account", async () => {
    const poll = await makePoll(["Yes", "No", "Maybe"]);
    const [kept, gone] = await Promise.all([newPlayer(), newPlayer()]);
    await vote(kept.client, poll.id, poll.options[0].id);
    await vote(gone.client, poll.id, poll.options[0].id);
    await prisma.user.delete({ where: { id: gone.id } });

    const res = await as.owner.get(`/api/polls/${poll.id}/vote-details`);
    expect(res.status).toBe(200);
    const details = (await res.json()) as {
      optionId: number;
      optionText: string;
      voteCount: number;
      voters: { username: string; votedAt: string }[];
    }[];
    expect(details.map((d) => [d.optionId, d.optionText, d.voteCount])).toEqual([
      [poll.options[0].id, "Yes", 2],
      [poll.options[1].id, "No", 0],
      [poll.options[2].id, "Maybe", 0],
    ]);
    expect(details[0].voters.map((v) => v.username).sort()).toEqual(
      ["Anonymous", kept.username].sort(),
    );
    for (const voter of details[0].voters) expect(Date.parse(voter.votedAt)).not.toBeNaN();
    expect(details[1].voters).toEqual([]);
    // The deleted account's vote still counts.
    expect((await optionRow(poll.options[0].id)).voteCount).toBe(2);
  });

  it("answers 404 for an unknown poll", async () => {
    expect((await as.admin.get("/api/polls/999999/vote-details")).status).toBe(404);
  });
});

describe("the home page's Weekly Poll", () => {
  it("shows guests the newest active poll, its results and the sign-up note", async () => {
    const poll = await makePoll(["Left", "Right", "Up"]);
    const voters = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    await vote(voters[0].client, poll.id, poll.options[0].id);
    await vote(voters[1].client, poll.id, poll.options[0].id);
    await vote(voters[2].client, poll.id, poll.options[1].id);

    const html = await (await as.guest.get("/")).text();
    expect(html).toContain("Weekly Poll");
    expect(html).toContain(poll.question);
    expect(html).toContain("Only registered users can participate in polls.");
    expect(html).toContain("Sign up to vote!");
    expect(html).toContain(`action="/polls/${poll.id}/vote"`);
    expect(html).toContain('data-testid="poll-results"');
    expect(html).toContain("66.7%");
    expect(html).toContain("33.3%");
    expect(html).toContain("0.0%");
  });

  it("shows no results before the first vote, and the voter's choice after theirs", async () => {
    const poll = await makePoll(["Early", "Late"]);
    const { client } = await newPlayer();
    let html = await (await client.get("/")).text();
    expect(html).toContain(poll.question);
    expect(html).not.toContain('data-testid="poll-results"');
    expect(html).not.toContain("Only registered users can participate in polls.");

    await vote(client, poll.id, poll.options[1].id);
    html = await (await client.get("/")).text();
    expect(html).toContain('data-testid="poll-results"');
    expect(html).toContain("Your vote");
    expect(html).not.toContain(`action="/polls/${poll.id}/vote"`);
  });
});

describe("the vote form (no JavaScript)", () => {
  const post = (
    client: (typeof as)["user"],
    pollId: number | string,
    fields: Record<string, string>,
  ) => client.post(`/polls/${pollId}/vote`, form({ redirectTo: "/", ...fields }));

  it("votes, comes back with 'Vote submitted', then says 'Already voted'", async () => {
    const poll = await makePoll();
    const { client } = await newPlayer();
    const res = await post(client, poll.id, { optionId: String(poll.options[2].id) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(toastOf(res)).toMatchObject({
      title: "Vote submitted",
      description: "Thanks for voting!",
    });
    expect((await optionRow(poll.options[2].id)).voteCount).toBe(1);

    const again = await post(client, poll.id, { optionId: String(poll.options[0].id) });
    expect(toastOf(again)).toMatchObject({
      title: "Already voted",
      description: "You have already voted in this poll.",
      type: "destructive",
    });
    expect((await optionRow(poll.options[0].id)).voteCount).toBe(0);
  });

  it("asks for an option when none is chosen", async () => {
    const poll = await makePoll();
    const { client } = await newPlayer();
    const res = await post(client, poll.id, {});
    expect(toastOf(res)).toMatchObject({
      description: "Please select an option.",
      type: "destructive",
    });
    expect(await prisma.pollVote.count({ where: { pollId: poll.id } })).toBe(0);
  });

  it("says 'Failed to submit vote. Please try again.' for a closed poll", async () => {
    const poll = await makePoll(["A", "B"], false);
    const { client } = await newPlayer();
    const res = await post(client, poll.id, { optionId: String(poll.options[0].id) });
    expect(toastOf(res)).toMatchObject({
      title: "Error",
      description: "Failed to submit vote. Please try again.",
    });
  });

  it("sends a guest to sign in and back", async () => {
    const poll = await makePoll();
    const res = await post(as.guest, poll.id, { optionId: String(poll.options[0].id) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2F");
    expect(await prisma.pollVote.count({ where: { pollId: poll.id } })).toBe(0);
  });

  it("never redirects off the site", async () => {
    const poll = await makePoll();
    const { client } = await newPlayer();
    const res = await client.post(
      `/polls/${poll.id}/vote`,
      form({ redirectTo: "//evil.example", optionId: String(poll.options[0].id) }),
    );
    expect(res.headers.get("location")).toBe("/");
  });

  it("answers the enhanced form with data instead of a redirect", async () => {
    const poll = await makePoll();
    const { client } = await newPlayer();
    const fields = { respond: "json", optionId: String(poll.options[0].id) };
    const first = await post(client, poll.id, fields);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, toast: { title: "Vote submitted" } });
    const second = await post(client, poll.id, fields);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      ok: false,
      alreadyVoted: true,
      toast: { title: "Already voted" },
    });
  });
});

describe("Poll Management on /admin (plain form posts)", () => {
  /** The 'Add option' button's name and value, as the page renders it. */
  async function addOptionButton() {
    const html = await (await as.admin.get("/admin")).text();
    const match = /<button name="([^"]+)" value="([^"]+)"[^>]*>Add option<\/button>/.exec(html);
    expect(match).not.toBeNull();
    return { name: match![1], value: match![2].replaceAll("&quot;", '"') };
  }

  it("creates a poll, inactive, with the spec's toast", async () => {
    const question = `Created on the page ${uniqueTag("p")}?`;
    const res = await as.admin.post(
      "/admin",
      form({
        intent: "createPoll",
        question: `  ${question} `,
        "options[0]": " Yes ",
        "options[1]": "",
        "options[2]": "No",
      }),
    );
    expect(res.status).toBe(302);
    // The poll section, with past polls open, so a no-JS admin lands back where they were.
    expect(res.headers.get("location")).toBe("/admin?section=polls&pastPolls=open");
    expect(toastOf(res)).toMatchObject({
      title: "Poll created",
      description: "Your poll has been created successfully.",
    });
    const poll = await prisma.poll.findFirstOrThrow({
      where: { question },
      include: { options: { orderBy: { position: "asc" } } },
    });
    expect(poll.isActive).toBe(false);
    expect(poll.options.map((o) => o.optionText)).toEqual(["Yes", "No"]);

    const html = await (await as.admin.get("/admin?pastPolls=open")).text();
    expect(html).toMatch(/<details open=""[^>]*><summary[^>]*>Past Polls \(/);
    expect(html).toContain(question);
  });

  it("adds an option field without JavaScript, keeping what was typed", async () => {
    const button = await addOptionButton();
    const before = await prisma.poll.count();
    const res = await as.admin.post(
      "/admin",
      form({
        intent: "createPoll",
        question: "Typed question?",
        "options[0]": "First typed",
        "options[1]": "Second typed",
        [button.name]: button.value,
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="Typed question?"');
    expect(html).toContain('value="First typed"');
    expect(html).toContain('value="Second typed"');
    expect(html).toContain('name="options[2]"');
    expect(html).not.toContain('name="options[3]"');
    // Three options: each can now be removed.
    expect(html).toContain('aria-label="Remove option 3"');
    expect(await prisma.poll.count()).toBe(before);
  });

  it("answers an invalid form with 'Invalid input' and writes nothing", async () => {
    const before = await prisma.poll.count();
    for (const fields of [
      { question: "   ", "options[0]": "a", "options[1]": "b" },
      { question: "Only one?", "options[0]": "a", "options[1]": "  " },
    ]) {
      const res = await as.admin.post("/admin", form({ intent: "createPoll", ...fields }));
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Invalid input");
      expect(html).toContain("Please provide a question and at least 2 options.");
    }
    expect(await prisma.poll.count()).toBe(before);
  });

  it("lists active polls with an Active switch and past ones under 'Past Polls (count)'", async () => {
    const active = await makePoll();
    const past = await makePoll(["A", "B"], false);
    const html = await (await as.owner.get("/admin")).text();
    const row = (id: number) =>
      new RegExp(`data-poll-id="${id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
    expect(row(active.id)).toMatch(/role="switch" aria-checked="true"[^>]*>.*Active<\/button>/);
    expect(row(active.id)).toContain(`href="/admin?votes=${active.id}"`);
    expect(row(past.id)).toMatch(/role="switch" aria-checked="false"[^>]*>.*Reactivate<\/button>/);
    const pastCount = await prisma.poll.count({ where: { isActive: false } });
    expect(html).toContain(`Past Polls (<!-- -->${pastCount}<!-- -->)`);
  });

  it("toggles a poll both ways with 'Poll updated'", async () => {
    const poll = await makePoll(["A", "B"], false);
    for (const isActive of ["true", "false"]) {
      const res = await as.admin.post(
        "/admin",
        form({ intent: "setPollStatus", pollId: String(poll.id), isActive }),
      );
      expect(toastOf(res)).toMatchObject({
        title: "Poll updated",
        description: "Poll status has been updated successfully.",
      });
      expect((await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } })).isActive).toBe(
        isActive === "true",
      );
    }
    const missing = await as.admin.post(
      "/admin",
      form({ intent: "setPollStatus", pollId: "999999", isActive: "true" }),
    );
    expect(toastOf(missing)).toMatchObject({
      description: "Failed to update poll status.",
      type: "destructive",
    });
  });

  it("refuses plain users", async () => {
    const poll = await makePoll(["A", "B"], false);
    const res = await as.user.post(
      "/admin",
      form({ intent: "setPollStatus", pollId: String(poll.id), isActive: "true" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect((await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } })).isActive).toBe(false);
    const created = await as.user.post(
      "/admin",
      form({ intent: "createPoll", question: "Sneaky?", "options[0]": "a", "options[1]": "b" }),
    );
    expect(created.status).toBe(302);
    expect(await prisma.poll.count({ where: { question: "Sneaky?" } })).toBe(0);
  });

  it("renders the Vote Details dialog at ?votes=<id>, without JavaScript", async () => {
    const poll = await makePoll(["Zero", "One", "Two", "Three", "Four", "Five"]);
    const voters = await Promise.all(Array.from({ length: 15 }, () => newPlayer()));
    // 0, 1, 2, 3, 4 and 5 votes: every badge colour.
    let next = 0;
    for (const [index, count] of [0, 1, 2, 3, 4, 5].entries()) {
      for (let i = 0; i < count; i++) {
        await vote(voters[next++].client, poll.id, poll.options[index].id);
      }
    }
    const html = await (await as.admin.get(`/admin?votes=${poll.id}`)).text();
    const dialog = /<dialog open=""[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? "";
    expect(dialog).toContain(`>${poll.question}</h2>`);
    expect(dialog).toContain(voters[0].username);
    expect(dialog).toContain("No votes yet");
    expect(dialog).toContain(" UTC");
    const badges = [
      ...dialog.matchAll(/data-testid="vote-count-badge" class="([^"]+)"[^>]*>(\d+)</g),
    ];
    expect(badges.map((b) => b[2])).toEqual(["0", "1", "2", "3", "4", "5"]);
    expect(new Set(badges.map((b) => b[1])).size).toBe(6);

    const empty = await makePoll(["A", "B"]);
    const emptyHtml = await (await as.admin.get(`/admin?votes=${empty.id}`)).text();
    expect(emptyHtml).toContain("No vote data available for this poll.");
    // An unknown poll opens nothing.
    expect(await (await as.admin.get("/admin?votes=999999")).text()).not.toContain("<dialog open");
  });
});

describe("the admin's home summary", () => {
  const summary = (html: string) => /data-testid="admin-summary"[^>]*>([^<]*)</.exec(html)?.[1];

  it("mentions polls answered since the admin last looked", async () => {
    await prisma.contactMessage.updateMany({ data: { isRead: true } });
    await prisma.tournament.deleteMany({ where: { status: "Pending Review" } });
    await as.admin.get("/admin");
    expect(summary(await (await as.admin.get("/")).text())).toBe(
      "There were no new tournaments submitted, users joined, messages received, or polls answered since you last logged in.",
    );
    const poll = await makePoll();
    const voter = server.client();
    await voter.register(uniqueTag("s"));
    await vote(voter, poll.id, poll.options[0].id);
    expect(summary(await (await as.admin.get("/")).text())).toBe(
      "There are a few users joined and polls answered since you last logged in.",
    );
    await as.admin.get("/admin");
    expect(summary(await (await as.admin.get("/")).text())).toMatch(/^There were no new/);
  });
});
