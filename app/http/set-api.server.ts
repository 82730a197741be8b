import { apiError, apiJson, handleApi } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { ReplayRefusal, SET_NOT_FOUND } from "~/models/set.server";
import type { PublicUser } from "~/models/user.server";
import { parseId } from "~/utils/parse-id";

/**
 * Runs a POST /api/score-tracker/matches/{id}/... call for the signed-in user: 401 signed out,
 * 404 for an id that cannot be one, and a replay that cannot count answered as 422 (or 409 when
 * it contradicts the set) {message, replay, asks} so the client can show the players what the
 * file holds and what they must answer.
 */
export function handleSetApi(
  request: Request,
  rawId: string | undefined,
  run: (user: PublicUser, setId: number) => Promise<Response>,
) {
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const setId = parseId(rawId);
    if (setId === null) return apiError(404, SET_NOT_FOUND);
    try {
      return await run(user, setId);
    } catch (error) {
      if (error instanceof ReplayRefusal) {
        const { message, replay, asks, status } = error;
        return apiJson({ message, replay, asks }, { status });
      }
      throw error;
    }
  });
}
