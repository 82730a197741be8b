import { apiError, apiJson, handleApi } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { ReplayRefusal, SET_NOT_FOUND } from "~/models/set.server";
import type { PublicUser } from "~/models/user.server";
import { parseId } from "~/utils/id";

/**
 * Runs a POST /api/score-tracker/matches/{id}/... call for the signed-in user: 401 signed out,
 * 404 for an id that cannot be one, and a replay that cannot count answered as 422
 * {message, replay} so the client can show the players what the file holds.
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
        return apiJson({ message: error.message, replay: error.replay }, { status: 422 });
      }
      throw error;
    }
  });
}
