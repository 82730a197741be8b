import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiJson } from "~/http/api.server";
import { pageIntent, runPageIntent } from "~/http/page-intents.server";
import { getUser, safeRedirect } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { isDomainError } from "~/models/domain-error";
import { ALREADY_VOTED, votePoll } from "~/models/poll.server";
import type { PublicUser } from "~/models/user.server";
import { voteSchema } from "~/schemas/poll";
import {
  ALREADY_VOTED_TOAST,
  NO_OPTION_TOAST,
  VOTE_FAILED_TOAST,
  VOTE_SUBMITTED,
  type VoteResult,
} from "~/ui/poll/vote-toasts";
import { parseId } from "~/utils/parse-id";
import type { Toast } from "~/utils/toast";

// Nothing to show at this address: the poll lives on the home page.
export const loader = () => redirect("/");

/**
 * The Weekly Poll's form (the page twin of POST /api/polls/{id}/vote). Without JavaScript it
 * answers with a redirect back to the page and a flash toast; the enhanced form sends
 * `respond=json` and gets the outcome as data, so the page does not move.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return runPageIntent(request, await getUser(request), {
    back: "/",
    intents: {
      // The poll's one form, which names no intent. Every refusal is worded by castVote.
      default: pageIntent({
        schema: z.object({
          redirectTo: z
            .string()
            .optional()
            .catch(undefined)
            .transform((to) => safeRedirect(to)),
          respond: z.unknown(),
          optionId: z.unknown(),
        }),
        failure: VOTE_FAILED_TOAST.title,
        run: async (voter: PublicUser | null, { redirectTo, respond, optionId }) => {
          if (!voter) throw redirect(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
          const outcome = await castVote(voter, params.id, optionId);
          // A Response rather than data(): this is a resource route, however the request came in.
          if (respond === "json") return apiJson(outcome.result, { status: outcome.status });
          return redirectWithToast(redirectTo, outcome.result.toast);
        },
      }),
    },
  });
}

async function castVote(
  user: PublicUser,
  rawPollId: string | undefined,
  optionId: unknown,
): Promise<{ status: number; result: VoteResult }> {
  const fail = (status: number, toast: Toast, alreadyVoted = false) => ({
    status,
    result: { ok: false, alreadyVoted, toast },
  });
  const pollId = parseId(rawPollId);
  if (pollId === null) return fail(404, VOTE_FAILED_TOAST);
  const parsed = voteSchema.safeParse({ optionId });
  if (!parsed.success) return fail(400, NO_OPTION_TOAST);
  try {
    await votePoll(user, pollId, parsed.data.optionId);
    return { status: 200, result: { ok: true, alreadyVoted: false, toast: VOTE_SUBMITTED } };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // The spec's client tells 'already voted' apart by the message; so does this page.
    if (error.message === ALREADY_VOTED) return fail(409, ALREADY_VOTED_TOAST, true);
    return fail(error.status, VOTE_FAILED_TOAST);
  }
}
