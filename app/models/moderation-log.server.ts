import type { Prisma } from "@prisma/client";
import { requireAdmin } from "~/models/permissions.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";

export type ModerationAction =
  "pin" | "unpin" | "lock" | "unlock" | "move" | "delete" | "restore" | "remove" | "dismiss";

export type ModerationTargetType = "post" | "comment";

type Tx = Prisma.TransactionClient;

/** Writes one line of the log, in the transaction of the action it records. */
export function logModeration(
  tx: Tx,
  actor: Pick<PublicUser, "id" | "username">,
  action: ModerationAction,
  target: { type: ModerationTargetType; id: number },
  detail?: string,
) {
  return tx.moderationLogEntry.create({
    data: {
      action,
      targetType: target.type,
      targetId: target.id,
      actorId: actor.id,
      actorName: actor.username,
      detail: detail ?? null,
    },
  });
}

/** How many lines the admin page and the /api show: the newest. */
export const MODERATION_LOG_SHOWN = 200;

/** GET /api/admin/moderation-log and the admin page: newest first (admins, owner). */
export async function listModerationLog(actor: PublicUser, take = MODERATION_LOG_SHOWN) {
  requireAdmin(actor);
  return prisma.moderationLogEntry.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      action: true,
      targetType: true,
      targetId: true,
      actorId: true,
      actorName: true,
      detail: true,
      createdAt: true,
    },
  });
}
export type ModerationLogItem = Awaited<ReturnType<typeof listModerationLog>>[number];
