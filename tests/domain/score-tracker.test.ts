import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  awardPoint,
  deleteSet,
  SET_NOT_FOUND,
  NOT_YOUR_POINT,
  startSet,
} from "~/models/set.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";
import { actorsPerRole, expectRefusal, type Role } from "./actors";

let as: Record<Role, PublicUser>;
beforeAll(async () => {
  as = await actorsPerRole();
});
beforeEach(() => prisma.set.deleteMany());

const start = (who: PublicUser, targetScore = 5) =>
  startSet(who, { player1Name: "Fox main", player2Name: "Falco main", targetScore });

describe("who may score", () => {
  it.each(["admin", "owner"] as const)(
    "only the match's creator awards points, not the %s",
    async (role) => {
      const match = await start(as.user);
      await expectRefusal(awardPoint(as[role], match.id, 1), 403, NOT_YOUR_POINT);
      const stored = await prisma.set.findUniqueOrThrow({ where: { id: match.id } });
      expect(stored.player1Score + stored.player2Score).toBe(0);
      expect((await awardPoint(as.user, match.id, 1)).player1Score).toBe(1);
    },
  );

  it("only the owner deletes matches, anyone's", async () => {
    const match = await start(as.user);
    for (const role of ["user", "admin"] as const) {
      await expectRefusal(deleteSet(as[role], match.id), 403, "Only the owner can delete matches");
    }
    await deleteSet(as.owner, match.id);
    expect(await prisma.set.count({ where: { id: match.id } })).toBe(0);
    await expectRefusal(deleteSet(as.owner, match.id), 404, SET_NOT_FOUND);
  });
});

describe("racing points", () => {
  it("never passes the target when many points arrive at once", async () => {
    const match = await start(as.user);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => awardPoint(as.user, match.id, i % 2 === 0 ? 1 : 2)),
    );
    const stored = await prisma.set.findUniqueOrThrow({ where: { id: match.id } });
    expect(Math.max(stored.player1Score, stored.player2Score)).toBe(5);
    expect(Math.min(stored.player1Score, stored.player2Score)).toBeLessThan(5);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(
      stored.player1Score + stored.player2Score,
    );
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409 });
    }
    expect(stored.winnerId).toBe(stored.player1Score === 5 ? 1 : 2);
  });
});
