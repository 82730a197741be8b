import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_REQUIRED } from "~/models/permissions.server";
import {
  ALREADY_VOTED,
  createPoll,
  getVoteDetails,
  listActivePolls,
  listPolls,
  setPollStatus,
  votePoll,
} from "~/models/poll.server";
import {
  ALREADY_REVIEWED,
  deleteTournament,
  reviewTournament,
  tournamentData,
} from "~/models/tournament.server";
import {
  createReleaseUpdate,
  deleteReleaseUpdate,
  MANAGE_REQUIRED,
  updateReleaseUpdate,
} from "~/models/update.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actor, actorsPerRole, expectRefusal, ROLES, uniqueTag, type Role } from "./actors";

let as: Record<Role, PublicUser>;
beforeAll(async () => {
  as = await actorsPerRole();
});

const mayManage = (role: Role) => role !== "user";

/** A poll written straight to the database; active unless told otherwise. */
function makePoll(options = ["Fox", "Falco", "Marth"], isActive = true) {
  return prisma.poll.create({
    data: {
      question: `Question ${uniqueTag("q")}?`,
      isActive,
      options: { create: options.map((optionText, position) => ({ optionText, position })) },
    },
    include: { options: { orderBy: { position: "asc" } } },
  });
}

const optionRow = (id: number) => prisma.pollOption.findUniqueOrThrow({ where: { id } });

describe("polls: who may do what", () => {
  for (const role of ROLES) {
    it(`listing polls ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      await makePoll();
      if (!mayManage(role)) return expectRefusal(listPolls(as[role]), 403, ADMIN_REQUIRED);
      expect((await listPolls(as[role])).length).toBeGreaterThan(0);
    });

    it(`creating a poll ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const question = `Created by ${role} ${uniqueTag("c")}?`;
      const create = createPoll(as[role], { question, options: ["Yes", "No"] });
      if (mayManage(role)) await create;
      else await expectRefusal(create, 403, ADMIN_REQUIRED);
      const stored = await prisma.poll.findFirst({ where: { question } });
      expect(Boolean(stored)).toBe(mayManage(role));
    });

    it(`switching a poll on ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const poll = await makePoll(["A", "B"], false);
      const change = setPollStatus(as[role], poll.id, true);
      if (mayManage(role)) await change;
      else await expectRefusal(change, 403, ADMIN_REQUIRED);
      const after = await prisma.poll.findUniqueOrThrow({ where: { id: poll.id } });
      expect(after.isActive).toBe(mayManage(role));
    });

    it(`vote details ${mayManage(role) ? "are shown" : "are refused"} to ${role}`, async () => {
      const poll = await makePoll();
      if (mayManage(role)) await getVoteDetails(as[role], poll.id);
      else await expectRefusal(getVoteDetails(as[role], poll.id), 403, ADMIN_REQUIRED);
    });

    it(`voting is open to ${role}`, async () => {
      const poll = await makePoll();
      await votePoll(as[role], poll.id, poll.options[0].id);
      expect((await optionRow(poll.options[0].id)).voteCount).toBe(1);
    });

    it(`the active polls are open to ${role}`, async () => {
      await listActivePolls(as[role]);
    });
  }

  it("the active polls are open to guests", async () => {
    const poll = await makePoll();
    expect((await listActivePolls(null)).map((p) => p.id)).toContain(poll.id);
  });
});

describe("polls: racing votes", () => {
  it("counts one vote per user even when two arrive at the same moment", async () => {
    const poll = await makePoll();
    const voter = await actor();
    const results = await Promise.allSettled([
      votePoll(voter, poll.id, poll.options[0].id),
      votePoll(voter, poll.id, poll.options[1].id),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ status: 409, message: ALREADY_VOTED });
    const counts = await prisma.pollOption.findMany({
      where: { pollId: poll.id },
      select: { voteCount: true },
    });
    expect(counts.reduce((sum, o) => sum + o.voteCount, 0)).toBe(1);
    expect(await prisma.pollVote.count({ where: { pollId: poll.id, userId: voter.id } })).toBe(1);
  });

  it("counts every voter when many vote at once", async () => {
    const poll = await makePoll();
    const voters = await Promise.all(Array.from({ length: 8 }, () => actor()));
    await Promise.all(voters.map((v) => votePoll(v, poll.id, poll.options[2].id)));
    expect((await optionRow(poll.options[2].id)).voteCount).toBe(8);
  });
});

describe("release updates: who may", () => {
  const valid = () => ({
    version: "2.0.0",
    category: "feature" as const,
    title: `Brand new ${uniqueTag("u")}`,
    description: "First paragraph\n- bullet one",
  });
  const seed = () =>
    prisma.releaseUpdate.create({
      data: { version: "1.0.0", category: "improvement", title: "Before", description: "d" },
    });

  for (const role of ROLES) {
    it(`creating ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const input = valid();
      const create = () => createReleaseUpdate(as[role], input);
      if (mayManage(role)) expect(await create()).toMatchObject(input);
      else await expectRefusal(create, 403, MANAGE_REQUIRED);
      const stored = await prisma.releaseUpdate.count({ where: { title: input.title } });
      expect(stored).toBe(mayManage(role) ? 1 : 0);
    });

    it(`editing ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const row = await seed();
      const edit = updateReleaseUpdate(as[role], row.id, { title: "After" });
      if (mayManage(role)) await edit;
      else await expectRefusal(edit, 403, MANAGE_REQUIRED);
      const after = await prisma.releaseUpdate.findUniqueOrThrow({ where: { id: row.id } });
      expect(after.title).toBe(mayManage(role) ? "After" : "Before");
    });

    it(`deleting ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const row = await seed();
      const remove = deleteReleaseUpdate(as[role], row.id);
      if (mayManage(role)) await remove;
      else await expectRefusal(remove, 403, MANAGE_REQUIRED);
      const left = await prisma.releaseUpdate.count({ where: { id: row.id } });
      expect(left).toBe(mayManage(role) ? 0 : 1);
    });
  }
});

describe("tournament review: who may", () => {
  /** A submission waiting for review. */
  const pendingTournament = () =>
    prisma.tournament.create({
      data: tournamentData({
        name: `Pending ${uniqueTag("t")}`,
        description: "A weekly with friendlies after",
        type: "LOCAL",
        startDate: "2030-03-01",
        endDate: "2030-03-02",
        location: "Leeds",
        region: "Europe",
        status: "Pending Review",
        submittedBy: "Submitter",
      }),
    });
  const statusOf = async (id: number) =>
    (await prisma.tournament.findUnique({ where: { id } }))?.status;

  for (const role of ROLES) {
    it(`approving ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const t = await pendingTournament();
      const approve = reviewTournament(as[role], t.id, "Approved");
      if (mayManage(role)) {
        expect(await approve).toMatchObject({ id: t.id, status: "Approved" });
      } else {
        await expectRefusal(approve, 403, ADMIN_REQUIRED);
      }
      expect(await statusOf(t.id)).toBe(mayManage(role) ? "Approved" : "Pending Review");
    });

    it(`deleting ${mayManage(role) ? "works" : "is refused"} for ${role}`, async () => {
      const t = await pendingTournament();
      const remove = deleteTournament(as[role], t.id);
      if (mayManage(role)) await remove;
      else await expectRefusal(remove, 403, ADMIN_REQUIRED);
      expect(await statusOf(t.id)).toBe(mayManage(role) ? undefined : "Pending Review");
    });
  }

  it("two reviews at the same moment: one wins, the other is told it was reviewed", async () => {
    const t = await pendingTournament();
    const results = await Promise.allSettled([
      reviewTournament(as.admin, t.id, "Approved"),
      reviewTournament(as.owner, t.id, "Rejected"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ status: 409, message: ALREADY_REVIEWED });
    expect(await prisma.tournamentReview.count({ where: { tournamentId: t.id } })).toBe(1);
  });
});
