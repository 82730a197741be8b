import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, idempotencyKeyOf, methodNotAllowed, readBody } from "~/http/api.server";
import { readReplayUpload } from "~/http/replay-upload.server";
import { handleSetApi } from "~/http/set-api.server";
import { recordGame, recordReplay, requireOwnSet } from "~/models/set.server";
import { recordGameSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

const MULTIPART = /^\s*multipart\/form-data\b/i;

/**
 * POST /api/score-tracker/matches/{id}/games: a game and its point (201, the match). JSON (or a
 * form) reports it by hand; a multipart form with a `replay` file fills it from the replay. An
 * `Idempotency-Key` makes a resend answer the first game instead of recording another.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, matchId) => {
    const key = idempotencyKeyOf(request);
    if (MULTIPART.test(request.headers.get("Content-Type") ?? "")) {
      // Strangers are refused before their file is read.
      await requireOwnSet(user, matchId);
      const { summary, choices } = await readReplayUpload(request);
      return apiJson(await recordReplay(user, matchId, summary, choices, key), { status: 201 });
    }
    const input = await readBody(request, recordGameSchema);
    return apiJson(await recordGame(user, matchId, input, key), { status: 201 });
  });
}
