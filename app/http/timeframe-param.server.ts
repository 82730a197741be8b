import { apiError } from "~/http/api.server";
import { timeframeSchema } from "~/schemas/admin";
import { firstIssue } from "~/schemas/first-issue";

/** /api: the ?timeframe= query parameter (default week); a 400 unless week, month or year. */
export function timeframeParam(request: Request) {
  const raw = new URL(request.url).searchParams.get("timeframe") ?? "week";
  const parsed = timeframeSchema.safeParse(raw);
  if (!parsed.success) throw apiError(400, firstIssue(parsed.error));
  return parsed.data;
}
