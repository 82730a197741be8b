import { REPLAY_BODY_LIMIT } from "~/http/body-limits";
import { readMultipartForm } from "~/http/upload.server";
import { DomainError } from "~/models/domain-error";
import { replayFileProblem } from "~/models/replay-file";
import type { ReplaySummary } from "~/models/replay-summary";
import { firstIssue } from "~/schemas/first-issue";
import { idempotencyKeyIn } from "~/schemas/idempotency";
import { NOT_A_REPLAY, replayChoicesSchema, type ReplayChoices } from "~/schemas/set";
import { REPLAY_LIMIT, REPLAY_TOO_LARGE } from "~/schemas/set-options";
import { summarizeInWorker } from "~/server/replay-readers.server";

export const REPLAY_MISSING = "Choose a Slippi replay (.slp) to upload";

/** The upload's fields and the replay's bytes; the parsed form is let go once they are out. */
async function replayOf(request: Request) {
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(request, {
      maxPartSize: REPLAY_LIMIT,
      drainLimit: REPLAY_BODY_LIMIT,
    });
  } catch {
    throw new DomainError(400, REPLAY_MISSING);
  }
  if (form.tooLarge.length > 0) throw new DomainError(413, REPLAY_TOO_LARGE);
  const { replay, ...fields } = Object.fromEntries(form.formData);
  const choices = replayChoicesSchema.safeParse(fields);
  if (!choices.success) throw new DomainError(400, firstIssue(choices.error));
  if (!(replay instanceof Blob) || replay.size === 0) throw new DomainError(400, REPLAY_MISSING);
  return {
    bytes: new Uint8Array(await replay.arrayBuffer()),
    choices: choices.data,
    idempotencyKey: idempotencyKeyIn(fields),
  };
}

/**
 * A multipart upload of one replay (`replay`) with the players' choices (`player1Port`,
 * `winnerId`) and the form's `idempotencyKey`: its summary, read off the main thread. Refusals
 * are DomainErrors: 413 too large or too slow to read, 415 not a replay, 422 events the reader
 * would take minutes over, 400 a bad field, 503 too many replays waiting.
 */
export async function readReplayUpload(request: Request): Promise<{
  summary: ReplaySummary;
  choices: ReplayChoices;
  idempotencyKey: string | undefined;
}> {
  const { bytes, choices, idempotencyKey } = await replayOf(request);
  const problem = replayFileProblem(bytes);
  if (problem) throw new DomainError(problem.status, problem.message);
  const summary = await summarizeInWorker(bytes, request.signal);
  if (!summary) throw new DomainError(415, NOT_A_REPLAY);
  return { summary, choices, idempotencyKey };
}
