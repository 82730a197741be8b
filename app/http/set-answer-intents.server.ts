import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { confirmSet, disputeSet } from "~/models/set.server";
import { setIdSchema } from "~/schemas/set";

const matchId = z.object({ matchId: setIdSchema });

/**
 * The Confirm and Dispute forms of a set's linked opponent (on the set page and in the score
 * tracker's list of sets awaiting them): the same domain functions as the API, back to `to`.
 */
export function answerIntents(to: (setId: number) => string) {
  return {
    confirm: pageIntent({
      schema: matchId,
      failure: "Could Not Confirm",
      to: ({ matchId }) => to(matchId),
      run: async (actor, { matchId }) => {
        await confirmSet(actor, matchId);
        return { title: "Set Confirmed", description: "It now counts in both players' records." };
      },
    }),
    dispute: pageIntent({
      schema: matchId,
      failure: "Could Not Dispute",
      to: ({ matchId }) => to(matchId),
      run: async (actor, { matchId }) => {
        await disputeSet(actor, matchId);
        return { title: "Set Disputed", description: "It will not count in anyone's record." };
      },
    }),
  };
}
