import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { submitTournament } from "~/models/tournament.server";
import { tournamentSubmissionSchema } from "~/schemas/tournament";

export const loader = () => methodNotAllowed(["POST"]);

/** POST /api/tournaments/submit: signed-in users; the new tournament waits for review (201). */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const input = await readBody(request, tournamentSubmissionSchema);
    return apiJson(await submitTournament(user, input), { status: 201 });
  });
}
