import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { confirmSet, disputeSet } from "~/models/set.server";
import type { PublicUser } from "~/models/user.server";
import { setIdSchema } from "~/schemas/set";
import type { Toast } from "~/utils/toast";

const matchId = z.object({ matchId: setIdSchema });

/** Each answer: its domain function, how a refusal is titled, the success toast. */
const ANSWERS = {
  confirm: {
    answer: confirmSet,
    failure: "Could Not Confirm",
    done: { title: "Set Confirmed", description: "It now counts in both players' records." },
  },
  dispute: {
    answer: disputeSet,
    failure: "Could Not Dispute",
    done: { title: "Set Disputed", description: "It will not count in anyone's record." },
  },
} satisfies Record<
  string,
  { answer: (actor: PublicUser, setId: number) => Promise<unknown>; failure: string; done: Toast }
>;

const answerIntent = (
  { answer, failure, done }: (typeof ANSWERS)["confirm"],
  to: (id: number) => string,
) =>
  pageIntent({
    schema: matchId,
    failure,
    to: ({ matchId }) => to(matchId),
    run: async (actor, { matchId }) => {
      await answer(actor, matchId);
      return done;
    },
  });

/**
 * The Confirm and Dispute forms of a set's linked opponent (on the set page and in the score
 * tracker's list of sets awaiting them): the same domain functions as the API, back to `to`.
 */
export function answerIntents(to: (setId: number) => string) {
  return {
    confirm: answerIntent(ANSWERS.confirm, to),
    dispute: answerIntent(ANSWERS.dispute, to),
  };
}
