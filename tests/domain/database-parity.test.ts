// What SQLite does by nature and PostgreSQL only when told: text order, LIKE, date buckets, the
// errors the domain turns into answers. This file runs on both engines (npm test, test:postgres).
import { describe, expect, it } from "vitest";
import { getAnalytics } from "~/models/analytics.server";
import { listFriends, pairKey, searchUsers } from "~/models/friendship.server";
import { isRecordMissing, isUniqueViolation } from "~/models/prisma-errors.server";
import { databaseEngine, prisma } from "~/server/db.server";
import { testEngine } from "../setup/test-database";
import { actor } from "./actors";

/** Accounts written straight to the table: the tags are the subject, not registration's rules. */
async function users(tags: string[], extra: { createdAt?: Date } = {}) {
  const made = [];
  for (const tag of tags) {
    made.push(
      await prisma.user.create({
        data: { username: tag, usernameKey: tag.toLowerCase(), email: "p@x.io", ...extra },
        select: { id: true, username: true },
      }),
    );
  }
  return made;
}

describe(`the ${testEngine} database`, () => {
  it("is the engine this run is for", () => {
    expect(databaseEngine).toBe(testEngine);
  });

  it("orders tags byte-wise, as SQLite does, whatever the server's collation", async () => {
    const me = await actor();
    // A linguistic collation would put "qzx~a" before "qzxab" and "qzxéa" before "qzxza".
    await users(["qzxéa", "QZXza", "Aqzx", "qzx~a", "qzxab", "QZX_b"]);
    const found = await searchUsers(me.id, "QZX");
    expect(found.map((u) => u.username)).toEqual([
      "QZX_b",
      "qzxab",
      "QZXza",
      "qzx~a",
      "qzxéa",
      "Aqzx",
    ]);

    const friends = await users(["fz~", "fzb", "FZA", "fz_"]);
    for (const f of friends) {
      await prisma.friendship.create({
        data: {
          requesterId: me.id,
          receiverId: f.id,
          pairKey: pairKey(me.id, f.id),
          status: "accepted",
        },
      });
    }
    expect((await listFriends(me.id)).map((u) => u.username)).toEqual(["fz_", "FZA", "fzb", "fz~"]);
  });

  it("takes % and _ in a search literally", async () => {
    const me = await actor();
    await users(["lk_1", "lkx1", "lk%2", "lkyy2"]);
    expect((await searchUsers(me.id, "lk_")).map((u) => u.username)).toEqual(["lk_1"]);
    expect((await searchUsers(me.id, "k%2")).map((u) => u.username)).toEqual(["lk%2"]);
  });

  it("buckets sign-ins and sign-ups by UTC day and month, bounds included", async () => {
    const admin = await actor("admin");
    const [who] = await users(["bucketeer"]);
    const at = (iso: string) => ({
      userId: who.id,
      username: who.username,
      loginTime: new Date(iso),
    });
    await prisma.loginRecord.createMany({
      data: [
        at("2024-03-31T23:59:59.999Z"),
        at("2024-04-01T00:00:00.000Z"),
        at("2025-03-03T23:59:59.999Z"),
        at("2025-03-04T00:00:00.000Z"),
        at("2025-03-09T23:59:59.999Z"),
        at("2025-03-10T00:00:00.000Z"),
        at("2025-03-10T11:59:00.000Z"),
      ],
    });
    await users(["joined1"], { createdAt: new Date("2025-03-09T23:59:59.999Z") });
    await users(["joined2"], { createdAt: new Date("2025-03-10T00:00:00.000Z") });
    const now = new Date("2025-03-10T12:00:00.000Z");

    const week = await getAnalytics(admin, "week", now);
    expect(week.series.map((p) => [p.label, p.logins, p.newUsers])).toEqual([
      ["2025-03-04", 1, 0],
      ["2025-03-05", 0, 0],
      ["2025-03-06", 0, 0],
      ["2025-03-07", 0, 0],
      ["2025-03-08", 0, 0],
      ["2025-03-09", 1, 1],
      ["2025-03-10", 2, 1],
    ]);
    const year = await getAnalytics(admin, "year", now);
    expect(year.series[0]).toEqual({ label: "2024-04", logins: 1, newUsers: 0 });
    expect(year.series.at(-1)).toMatchObject({ label: "2025-03", logins: 5, newUsers: 2 });
  });

  it("reports unique violations (partial index included) and missing records alike", async () => {
    const [first] = await users(["Unique1"]);
    const again = await users(["UNIQUE1"]).catch((error: unknown) => error);
    expect(isUniqueViolation(again)).toBe(true);

    const request = { userId: first.id, username: first.username, email: "p@x.io" };
    await prisma.adminRequest.create({ data: request });
    const second = await prisma.adminRequest.create({ data: request }).catch((e: unknown) => e);
    expect(isUniqueViolation(second)).toBe(true);
    // Only one *pending* request is limited: a processed one may sit beside it.
    await prisma.adminRequest.create({ data: { ...request, status: "rejected" } });

    const missing = await prisma.user
      .update({ where: { id: "no-such-user" }, data: { main: "Fox" } })
      .catch((error: unknown) => error);
    expect(isRecordMissing(missing)).toBe(true);
    expect(isUniqueViolation(missing)).toBe(false);

    // A raw statement's violation (P2010 with the driver adapter's kind), in a batch too.
    const insertKey = () => prisma.$queryRaw`
      INSERT INTO "IdempotencyKey" ("actorId", "key", "action", "answer", "createdAt")
      VALUES (${first.id}, 'parity-key', 'parity', '', ${new Date()})`;
    await insertKey();
    expect(isUniqueViolation(await insertKey().catch((error: unknown) => error))).toBe(true);
    const batch = await prisma.$transaction([insertKey()]).catch((error: unknown) => error);
    expect(isUniqueViolation(batch)).toBe(true);
    const rawMissing = await prisma.$queryRaw`SELECT * FROM "NoSuchTable"`.catch((e: unknown) => e);
    expect(isUniqueViolation(rawMissing)).toBe(false);
  });
});
