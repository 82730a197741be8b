import { createAction } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { createReport } from "~/models/forum-reports.server";
import { reportInputSchema } from "~/schemas/forum";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/reports {targetType, targetId, reason, details?}: signed-in players (201). `Idempotency-Key`: see the posts. */
export const action = createAction({ schema: reportInputSchema, create: createReport });
