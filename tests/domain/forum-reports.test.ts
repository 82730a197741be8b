import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getNotificationCounts } from "~/models/admin-notifications.server";
import {
  ALREADY_REPORTED,
  createReport,
  listReports,
  OWN_CONTENT,
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
  players = [await actor(), await actor(), await actor()];
});
beforeEach(async () => {
  await prisma.forumReport.deleteMany();
  await prisma.forumPost.deleteMany();
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
    await Promise.all(players.map((who) => report(who, p.id)));
    await expectRefusal(getPost(null, p.id), 404, POST_NOT_FOUND);
  });

  it("a hidden comment is a placeholder and leaves the count; remove deletes it", async () => {
    const p = await post();
    const c = await addComment(author, p.id, { content: "abuse" });
    for (const who of players) await report(who, c.id, "comment");
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
