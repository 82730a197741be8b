import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getNotificationCounts } from "~/models/admin-notifications.server";
import { deleteComment, deletePost } from "~/models/forum-moderation.server";
import {
  ALREADY_REPORTED,
  createReport,
  listReports,
  OWN_CONTENT,
  REPORT_NOT_FOUND,
  REPORT_RESOLVED,
  resolveReport,
} from "~/models/forum-reports.server";
import { addComment, getPost, listComments, listPosts } from "~/models/forum.server";
import { listModerationLog } from "~/models/moderation-log.server";
import { REPORTS_PER_DAY } from "~/models/report-standing.server";
import { awardPoint, startSet } from "~/models/set.server";
import { getUserById, type PublicUser } from "~/models/user.server";
import { subscribe, type RealtimeEvents } from "~/realtime/server/events.server";
import { POST_NOT_FOUND } from "~/schemas/forum";
import { prisma } from "~/server/db.server";
import { actor, actorsPerRole, expectRefusal, type Role } from "./actors";

/** Long past any new-account window. */
const LONG_AGO = new Date(2020, 0, 1);

/** A player's account made older, read back as the session would hand it to the domain. */
async function aged(who: PublicUser, createdAt = LONG_AGO) {
  await prisma.user.update({ where: { id: who.id }, data: { createdAt } });
  return (await getUserById(who.id))!;
}

/** A set the player recorded, with `games` games in it: history that outlives the forum's clean-up. */
async function recordSet(who: PublicUser, games = 1) {
  const set = await startSet(who, { player1Name: "Mango", player2Name: "Zain", targetScore: 3 });
  for (let i = 0; i < games; i++) await awardPoint(who, set.id, 1);
}

/** A player with standing: an old account with a set played. */
async function established() {
  const who = await aged(await actor());
  await recordSet(who);
  return who;
}

let as: Record<Role, PublicUser>;
let author: PublicUser;
let players: PublicUser[];
beforeAll(async () => {
  as = await actorsPerRole();
  author = await actor();
  players = [await established(), await established(), await established(), await established()];
});
beforeEach(async () => {
  await prisma.forumReport.deleteMany();
  await prisma.forumPost.deleteMany();
  await prisma.moderationLogEntry.deleteMany();
});

const post = () =>
  prisma.forumPost.create({
    data: { title: "Buy gold", content: "spam", category: "general", authorId: author.id },
  });
const report = (who: PublicUser, targetId: number, targetType: "post" | "comment" = "post") =>
  createReport(who, { targetType, targetId, reason: "spam" });

describe("reporting", () => {
  it("answers the report, one per player per item (409)", async () => {
    const p = await post();
    expect(await report(players[0], p.id)).toMatchObject({
      targetType: "post",
      targetId: p.id,
      reason: "spam",
      status: "open",
    });
    await expectRefusal(report(players[0], p.id), 409, ALREADY_REPORTED);
    expect(await prisma.forumReport.count()).toBe(1);
  });

  it("refuses one's own content and unknown targets", async () => {
    const p = await post();
    await expectRefusal(report(author, p.id), 403, OWN_CONTENT);
    await expectRefusal(report(players[0], 999_999), 404, POST_NOT_FOUND);
    await expectRefusal(report(players[0], 999_999, "comment"), 404);
  });

  it("three open reports from three players hide a post until an admin decides", async () => {
    const p = await post();
    await report(players[0], p.id);
    await report(players[1], p.id);
    expect(await getPost(null, p.id)).toMatchObject({ id: p.id });
    await report(players[2], p.id);
    await expectRefusal(getPost(null, p.id), 404, POST_NOT_FOUND);
    expect(await listPosts(null, { page: 1, limit: 20 })).toEqual([]);
    expect(await getPost(as.admin, p.id)).toMatchObject({ isHidden: true, isDeleted: false });
    expect((await getNotificationCounts(as.admin)).reports).toBe(1);

    // Dismissing any of them shows the post again and closes all three.
    const [open] = await listReports(as.admin, "open");
    expect(open).toMatchObject({ reporterName: players[2].username, status: "open" });
    await resolveReport(as.admin, open.id, "dismiss");
    expect(await getPost(null, p.id)).toMatchObject({ isHidden: false });
    expect(await listReports(as.admin, "open")).toEqual([]);
    expect((await getNotificationCounts(as.admin)).reports).toBe(0);
    await expectRefusal(resolveReport(as.admin, open.id, "remove"), 409, REPORT_RESOLVED);
  });

  it("three reports sent at the same moment still hide the post", async () => {
    const p = await post();
    await Promise.all(players.slice(0, 3).map((who) => report(who, p.id)));
    await expectRefusal(getPost(null, p.id), 404, POST_NOT_FOUND);
  });

  it("of four reports sent at the same moment, the fourth finds the post hidden (404)", async () => {
    const p = await post();
    const settled = await Promise.allSettled(players.map((who) => report(who, p.id)));
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused.map((s) => s.reason)).toMatchObject([{ status: 404, message: POST_NOT_FOUND }]);
    expect(await prisma.forumReport.count()).toBe(3);
  });

  it("a hidden comment is a placeholder and leaves the count; remove deletes it", async () => {
    const p = await post();
    const c = await addComment(author, p.id, { content: "abuse" });
    for (const who of players.slice(0, 3)) await report(who, c.id, "comment");
    const [shown] = await listComments(null, p.id);
    expect(shown).toMatchObject({ id: c.id, isHidden: true });
    expect(shown).not.toHaveProperty("content");
    expect((await getPost(null, p.id)).commentsCount).toBe(0);
    const [open] = await listReports(as.owner, "open");
    await resolveReport(as.owner, open.id, "remove");
    expect((await listComments(null, p.id))[0]).toMatchObject({
      isDeleted: true,
      deletedBy: "moderator",
      isHidden: false,
    });
    expect((await getPost(null, p.id)).commentsCount).toBe(0);
    expect((await listReports(as.owner)).map((r) => r.status)).toEqual([
      "removed",
      "removed",
      "removed",
    ]);
    expect((await listModerationLog(as.owner))[0]).toMatchObject({
      action: "remove",
      targetType: "comment",
      targetId: c.id,
    });
  });

  it("reports and their resolution are for admins only", async () => {
    const p = await post();
    const r = await report(players[0], p.id);
    await expectRefusal(listReports(players[1]), 403);
    await expectRefusal(resolveReport(author, r.id, "remove"), 403);
    await expectRefusal(resolveReport(as.admin, 999_999, "remove"), 404);
  });
});

describe("an author's own deletion and the reports", () => {
  it("deleting one's reported post or comment closes its reports as dismissed", async () => {
    const p = await post();
    const c = await addComment(author, p.id, { content: "abuse" });
    await report(players[0], p.id);
    await report(players[1], c.id, "comment");
    await deleteComment(author, c.id);
    await deletePost(author, p.id);
    expect(await listReports(as.admin, "open")).toEqual([]);
    expect((await listReports(as.admin)).map((r) => r.status)).toEqual(["dismissed", "dismissed"]);
    expect((await getNotificationCounts(as.admin)).reports).toBe(0);
  });

  it("resolving a report left open never undoes the author's deletion", async () => {
    const p = await post();
    const c = await addComment(author, p.id, { content: "abuse" });
    const onPost = await report(players[0], p.id);
    const onComment = await report(players[0], c.id, "comment");
    // Reports left open by an author's deletion from before it closed them.
    const byAuthor = { deletedAt: new Date(), deletedBy: "author" };
    await prisma.forumPost.update({ where: { id: p.id }, data: byAuthor });
    await prisma.forumComment.update({ where: { id: c.id }, data: byAuthor });
    expect((await getNotificationCounts(as.admin)).reports).toBe(0);

    await resolveReport(as.admin, onPost.id, "dismiss");
    await resolveReport(as.admin, onComment.id, "remove");
    const kept = { deletedAt: expect.any(Date), deletedBy: "author" };
    expect(await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject(kept);
    expect(await prisma.forumComment.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject(
      kept,
    );
    await expectRefusal(getPost(null, p.id), 404, POST_NOT_FOUND);
  });
});

describe("two admins resolving at once", () => {
  it.each([
    ["the same report", 0],
    ["two reports of one item", 1],
  ])("%s: one decides, the other gets 409", async (_, second) => {
    const p = await post();
    const reports = [await report(players[0], p.id), await report(players[1], p.id)];
    const settled = await Promise.allSettled([
      resolveReport(as.admin, reports[0].id, "remove"),
      resolveReport(as.owner, reports[second].id, "dismiss"),
    ]);
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused.map((s) => s.reason)).toMatchObject([{ status: 409, message: REPORT_RESOLVED }]);
    const decided = settled.findIndex((s) => s.status === "fulfilled");
    const log = await listModerationLog(as.owner);
    expect(log.map((l) => l.action)).toEqual([decided === 0 ? "remove" : "dismiss"]);
    const row = await prisma.forumPost.findUniqueOrThrow({ where: { id: p.id } });
    expect(Boolean(row.deletedAt)).toBe(decided === 0);
    await expectRefusal(resolveReport(as.admin, 999_999, "dismiss"), 404, REPORT_NOT_FOUND);
  });
});

describe("standing to hide", () => {
  /** What admins' sockets are sent while `run` runs. */
  async function toAdminsDuring(run: () => Promise<unknown>) {
    const heard: RealtimeEvents["toAdmins"][] = [];
    const stop = subscribe("toAdmins", (message) => heard.push(message));
    try {
      await run();
    } finally {
      stop();
    }
    return heard;
  }

  it("three new accounts with history reach the admins' queue but hide nothing", async () => {
    const p = await post();
    const fresh = [await actor(), await actor(), await actor()];
    for (const who of fresh) await addComment(who, p.id, { content: "gg" });
    const heard = await toAdminsDuring(async () => {
      for (const who of fresh) await report(who, p.id);
    });
    expect(await getPost(null, p.id)).toMatchObject({ id: p.id, isHidden: false });
    expect((await listPosts(null, { page: 1, limit: 20 })).map((x) => x.id)).toEqual([p.id]);
    const open = await listReports(as.admin, "open");
    expect(open.map((r) => [r.reporterName, r.countsToHide])).toEqual(
      fresh.reverse().map((who) => [who.username, false]),
    );
    expect((await getNotificationCounts(as.admin)).reports).toBe(1);
    expect(heard).toEqual([]);

    // Two players with standing do not make three with them: only counted reports add up.
    await report(players[0], p.id);
    await report(players[1], p.id);
    expect(await getPost(null, p.id)).toMatchObject({ isHidden: false });
  });

  it("an old account needs history: a post or comment still shown, or a set with a game", async () => {
    const p = await post();
    const counts = async (who: PublicUser) => {
      const target = await post();
      await report(who, target.id);
      const made = await prisma.forumReport.findFirstOrThrow({
        where: { reporterId: who.id, targetId: target.id },
      });
      return made.countsToHide;
    };
    const silent = await aged(await actor());
    expect(await counts(silent)).toBe(false);

    const removed = await aged(await actor());
    await addComment(removed, p.id, { content: "spam" });
    await prisma.forumComment.updateMany({
      where: { authorId: removed.id },
      data: { deletedAt: new Date(), deletedBy: "moderator" },
    });
    expect(await counts(removed)).toBe(false);

    const emptySet = await aged(await actor());
    await recordSet(emptySet, 0);
    expect(await counts(emptySet)).toBe(false);

    const commenter = await aged(await actor());
    await addComment(commenter, p.id, { content: "nice set" });
    expect(await counts(commenter)).toBe(true);

    const poster = await aged(await actor());
    await prisma.forumPost.create({
      data: { title: "LF doubles", content: "anyone?", category: "general", authorId: poster.id },
    });
    expect(await counts(poster)).toBe(true);

    expect(await counts(players[0])).toBe(true);
    // With a set played: past the window by an hour counts, inside it by an hour does not.
    for (const [hoursOld, counted] of [
      [25, true],
      [23, false],
    ] as const) {
      const who = await aged(await actor(), new Date(Date.now() - hoursOld * 3_600_000));
      await recordSet(who);
      expect(await counts(who)).toBe(counted);
    }
  });

  it("the third counted report hides the item and tells the admins at once", async () => {
    const p = await post();
    const c = await addComment(author, (await post()).id, { content: "abuse" });
    const heard = await toAdminsDuring(async () => {
      for (const who of players.slice(0, 3)) await report(who, p.id);
      for (const who of players.slice(0, 3)) await report(who, c.id, "comment");
    });
    expect(heard).toEqual([
      { event: "reportedItemHidden", payload: { targetType: "post", targetId: p.id } },
      { event: "reportedItemHidden", payload: { targetType: "comment", targetId: c.id } },
    ]);
  });

  it("REPORT_STANDING_HOURS=0 lets every account's report count", async () => {
    const before = process.env.REPORT_STANDING_HOURS;
    process.env.REPORT_STANDING_HOURS = "0";
    try {
      const p = await post();
      for (const who of [await actor(), await actor(), await actor()]) await report(who, p.id);
      await expectRefusal(getPost(null, p.id), 404, POST_NOT_FOUND);
    } finally {
      if (before === undefined) delete process.env.REPORT_STANDING_HOURS;
      else process.env.REPORT_STANDING_HOURS = before;
    }
  });
});

describe("the report budget", () => {
  const posts = (n: number) => Promise.all(Array.from({ length: n }, () => post()));
  const LIMIT_REACHED =
    /^You may send 10 reports a day\. This limit lifts at \d\d:\d\d UTC on \d+ \w+ \d{4} \(in 24 hours\)\.$/;

  it("ten reports a day; the eleventh is 429 saying when it lifts, and lifts a day later", async () => {
    const who = await actor();
    const targets = await posts(REPORTS_PER_DAY + 1);
    for (const t of targets.slice(0, REPORTS_PER_DAY)) await report(who, t.id);
    const refused = report(who, targets[REPORTS_PER_DAY].id);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(LIMIT_REACHED),
    });
    expect(await prisma.forumReport.count({ where: { reporterId: who.id } })).toBe(REPORTS_PER_DAY);

    // The oldest report a day old: one more is allowed.
    const oldest = await prisma.forumReport.findFirstOrThrow({
      where: { reporterId: who.id },
      orderBy: { id: "asc" },
    });
    await prisma.forumReport.update({
      where: { id: oldest.id },
      data: { createdAt: new Date(Date.now() - 24 * 3_600_000 - 60_000) },
    });
    expect(await report(who, targets[REPORTS_PER_DAY].id)).toMatchObject({ status: "open" });
  });

  it("of twelve reports sent at once, ten are made", async () => {
    const who = await actor();
    const targets = await posts(REPORTS_PER_DAY + 2);
    const settled = await Promise.allSettled(targets.map((t) => report(who, t.id)));
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused.map((s) => s.reason)).toMatchObject([{ status: 429 }, { status: 429 }]);
    expect(await prisma.forumReport.count({ where: { reporterId: who.id } })).toBe(REPORTS_PER_DAY);
  });

  it("admins are not counted", async () => {
    for (const t of await posts(REPORTS_PER_DAY + 1)) await report(as.admin, t.id);
    expect(await prisma.forumReport.count({ where: { reporterId: as.admin.id } })).toBe(
      REPORTS_PER_DAY + 1,
    );
  });
});
