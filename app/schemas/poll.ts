import { z } from "zod";
import { POLL_INVALID, POLL_INVALID_TITLE, SELECT_OPTION } from "~/schemas/poll-messages";
import { idSchema } from "~/utils/id";

export { POLL_INVALID, POLL_INVALID_TITLE, SELECT_OPTION };

export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 10;
export const QUESTION_MAX = 300;
export const OPTION_MAX = 200;

// Conform turns an empty field into undefined; JSON clients send "". Both read as blank.
const text = (max: number, tooLong: string) =>
  z
    .string({ invalid_type_error: POLL_INVALID })
    .optional()
    .transform((v) => (v ?? "").trim())
    // A refine, not a pipe into another z.string(): Conform would coerce that "" to undefined.
    .refine((v) => v.length <= max, tooLong);

/**
 * A new poll, for the admin form and POST /api/polls alike: the question and the
 * options are trimmed, blank options are dropped, and at least 2 must remain.
 */
export const pollCreateSchema = z
  .object({
    question: text(QUESTION_MAX, `The question must be at most ${QUESTION_MAX} characters`),
    options: z
      .array(text(OPTION_MAX, `Each option must be at most ${OPTION_MAX} characters`), {
        invalid_type_error: POLL_INVALID,
      })
      .max(MAX_POLL_OPTIONS, `A poll can have at most ${MAX_POLL_OPTIONS} options`)
      .optional()
      .transform((options) => (options ?? []).filter(Boolean)),
  })
  .refine((poll) => poll.question !== "" && poll.options.length >= MIN_POLL_OPTIONS, {
    message: POLL_INVALID,
  });

export type PollCreateInput = z.output<typeof pollCreateSchema>;

/** PATCH /api/polls/{id}/status */
export const pollStatusSchema = z.object({
  isActive: z.boolean({
    required_error: "isActive must be true or false",
    invalid_type_error: "isActive must be true or false",
  }),
});

/** A vote: the chosen option's id (an integer; digits from a form). */
export const voteSchema = z.object({
  optionId: idSchema(SELECT_OPTION),
});
