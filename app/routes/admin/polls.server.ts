import { z } from "zod";
import { formIntent, pageIntent } from "~/http/page-intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { createPoll, getPollManagement, setPollStatus } from "~/models/poll.server";
import type { PublicUser } from "~/models/user.server";
import { pollCreateSchema } from "~/schemas/poll";
import { parseId } from "~/utils/parse-id";
import { numericId } from "./fields";

/** Poll Management's data, plus the page state its URL holds (?votes=, ?pastPolls=open). */
export async function loadPolls(actor: PublicUser, params: URLSearchParams) {
  const data = await getPollManagement(actor, { votesId: parseId(params.get("votes")) });
  return { ...data, pastOpen: params.get("pastPolls") === "open" };
}

export const pollIntents = {
  /**
   * Create Poll is a Conform form: an invalid form, or one where 'Add option' / 'Remove' was
   * pressed without JavaScript, is answered with the form again, as typed. A saved poll goes to
   * Past Polls (new polls start inactive), opened to show it.
   */
  createPoll: formIntent({
    form: pollCreateSchema,
    failure: { title: "Error", message: "Failed to create poll. Please try again." },
    run: async (actor, input) => {
      await createPoll(actor, input);
      return redirectWithToast("/admin?section=polls&pastPolls=open", {
        title: "Poll created",
        description: "Your poll has been created successfully.",
      });
    },
  }),
  setPollStatus: pageIntent({
    schema: z.object({
      pollId: numericId,
      isActive: z.enum(["true", "false"]).transform((v) => v === "true"),
    }),
    failure: { title: "Error", message: "Failed to update poll status." },
    run: async (actor, { pollId, isActive }) => {
      await setPollStatus(actor, pollId, isActive);
      return { title: "Poll updated", description: "Poll status has been updated successfully." };
    },
  }),
};
