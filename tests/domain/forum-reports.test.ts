import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
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
import type { PublicUser } from "~/models/user.server";
import { POST_NOT_FOUND } from "~/schemas/forum";
import { actor, actorsPerRole, expectRefusal, type Role } from "./actors";

let as: Record<Role, PublicUser>;
let author: PublicUser;
let players: PublicUser[];
beforeAll(async () => {
  as = await actorsPerRole();
  author = await actor();
  players = [await actor(), await actor(), await actor(), await actor()];
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
    expect((await getNotificationCounts(as.admin)).reports).toBe(3);

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
