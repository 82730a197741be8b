import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, idempotencyKeyOf, methodNotAllowed, readBody } from "~/http/api.server";
import { readReplayUpload } from "~/http/replay-upload.server";
import { handleSetApi } from "~/http/set-api.server";
import { recordGame, recordReplay, requireOwnSet } from "~/models/set.server";
import { recordGameSchema } from "~/schemas/set";

export const loader = () => methodNotAllowed(["POST"]);

const MULTIPART = /^\s*multipart\/form-data\b/i;

/**
 * POST /api/score-tracker/matches/{id}/games: a game and its point (201, the set). JSON (or a
 * form) reports it by hand; a multipart form with a `replay` file fills it from the replay. An
 * `Idempotency-Key` makes a resend answer the first game instead of recording another.
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleSetApi(request, params.id, async (user, setId) => {
    const key = idempotencyKeyOf(request);
    if (MULTIPART.test(request.headers.get("Content-Type") ?? "")) {
      // Strangers are refused before their file is read; the game is scored on the set read here.
      const set = await requireOwnSet(user, setId);
      const { summary, choices } = await readReplayUpload(request);
      return apiJson(await recordReplay(user, set, summary, choices, key), { status: 201 });
    }
    const input = await readBody(request, recordGameSchema);
    return apiJson(await recordGame(user, setId, input, key), { status: 201 });
  });
}
