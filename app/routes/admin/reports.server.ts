import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { isDomainError } from "~/models/domain-error";
import { NOTHING_TO_RESTORE, restoreComment, restorePost } from "~/models/forum-moderation.server";
import { listReportGroups, resolveReport } from "~/models/forum-reports.server";
import { listModerationLog } from "~/models/moderation-log.server";
import type { PublicUser } from "~/models/user.server";
import { REPORT_TARGETS, reportResolutionSchema } from "~/schemas/forum";
import { sectionAction } from "~/ui/admin/hrefs";
import { decisionToast, itemName } from "~/ui/admin/report-toast";
import type { JustRemoved } from "~/ui/admin/reports-section";
import { numericId } from "./fields";

/**
 * The moderation queue (the open reports, one card per item) and, after a removal
 * (?removed=<type>:<id>), that item, so the queue can offer Undo.
 */
export async function loadModeration(actor: PublicUser, params: URLSearchParams) {
  const [groups, removed] = await Promise.all([
    listReportGroups(actor, { status: "open" }),
    justRemoved(actor, params.get("removed")),
  ]);
  return { groups, removed };
}

/** The moderation log (its own section). */
export const loadModerationLog = (actor: PublicUser) => listModerationLog(actor);

const REMOVED = /^(post|comment):(\d{1,10})$/;

/** The item ?removed= names, if it was removed by a moderator and is still removed. */
async function justRemoved(actor: PublicUser, raw: string | null): Promise<JustRemoved | null> {
  const match = raw ? REMOVED.exec(raw) : null;
  if (!match) return null;
  const target = { type: match[1] as "post" | "comment", id: Number(match[2]) };
  const [group] = await listReportGroups(actor, { status: "removed", target });
  if (!group || group.isShown) return null;
  return { targetType: target.type, targetId: target.id, name: itemName(group) };
}

export const reportIntents = {
  resolveReport: pageIntent({
    schema: z.object({ reportId: numericId }).merge(reportResolutionSchema),
    failure: "Report Not Resolved",
    run: async (actor, { reportId, action }) => {
      const resolved = await resolveReport(actor, reportId, action);
      const toast = decisionToast(resolved, action);
      if (action === "dismiss") return toast;
      // Back on the queue, which offers Undo for the item just removed.
      const removed = `${resolved.targetType}:${resolved.targetId}`;
      return redirectWithToast(`${sectionAction("reports")}&removed=${removed}`, toast);
    },
  }),
  undoRemoval: pageIntent({
    schema: z.object({ targetType: z.enum(REPORT_TARGETS), targetId: numericId }),
    failure: "Undo Failed",
    run: async (actor, { targetType, targetId }) => {
      const restore = targetType === "post" ? restorePost : restoreComment;
      // A second Undo of the same removal (a double tap, a form sent again without JavaScript)
      // finds it undone already: the answer is the same, not a failure.
      await restore(actor, targetId).catch((error: unknown) => {
        if (!(isDomainError(error) && error.message === NOTHING_TO_RESTORE)) throw error;
      });
      // Back on the queue itself, so reloading the page does not send the Undo again.
      return redirectWithToast(sectionAction("reports"), {
        title: "Removal undone",
        description: `The ${targetType} shows again.`,
      });
    },
  }),
};
