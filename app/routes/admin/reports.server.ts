import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { listReports, resolveReport } from "~/models/forum-reports.server";
import { listModerationLog } from "~/models/moderation-log.server";
import type { PublicUser } from "~/models/user.server";
import { reportResolutionSchema } from "~/schemas/forum";
import { numericId } from "./fields";

/** Reports: the open ones wait for a decision; the moderation log says what was decided. */
export async function loadModeration(actor: PublicUser) {
  const [reports, log] = await Promise.all([listReports(actor, "open"), listModerationLog(actor)]);
  return { reports, log };
}

export const reportIntents = {
  resolveReport: pageIntent({
    schema: z.object({ reportId: numericId }).merge(reportResolutionSchema),
    failure: "Report Not Resolved",
    run: async (actor, { reportId, action }) => {
      await resolveReport(actor, reportId, action);
      return action === "remove"
        ? { title: "Content removed", description: "Its reports are closed." }
        : { title: "Report dismissed", description: "The content shows again." };
    },
  }),
};
