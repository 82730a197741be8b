import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { getUser, requireApiUser } from "~/http/session.server";
import { DomainError } from "~/models/domain-error";
import { requireAdmin } from "~/models/permissions.server";
import {
  deleteTournament,
  getTournament,
  reviewTournament,
  TOURNAMENT_NOT_FOUND,
} from "~/models/tournament.server";
import { tournamentReviewSchema } from "~/schemas/tournament";
import { parseId } from "~/utils/parse-id";

const ALLOWED = ["GET", "PATCH", "DELETE"];
/** The id from the URL: anything but a row id is the same 404 as an unknown id. */
function tournamentId(raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw new DomainError(404, TOURNAMENT_NOT_FOUND);
  return id;
}

/** GET /api/tournaments/{id}: everyone sees open and approved ones; admins also pending ones. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const id = tournamentId(params.id);
    return apiJson(await getTournament(await getUser(request), id));
  });
}

/**
 * PATCH /api/tournaments/{id} {status, processedBy?, processedAt?}: approve or reject (admins).
 * Who reviewed and when come from the session and the clock; the body's values are ignored.
 * DELETE /api/tournaments/{id}: remove it (API clients do this after rejecting).
 */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return methodNotAllowed(ALLOWED);
  }
  return handleApi(async () => {
    const user = await requireApiUser(request);
    // The domain checks again; checking first keeps a non-admin's answer 403 whatever they send.
    requireAdmin(user);
    const id = tournamentId(params.id);
    if (request.method === "DELETE") {
      await deleteTournament(user, id);
      return apiJson({ success: true });
    }
    const { status } = await readBody(request, tournamentReviewSchema);
    return apiJson(await reviewTournament(user, id, status));
  });
}
