import { Worker } from "node:worker_threads";
import { REPLAY_BODY_LIMIT, REPLAY_LIMIT } from "~/http/body-limits";
import { readMultipartForm } from "~/http/upload.server";
import { looksLikeReplay, type ReplaySummary } from "~/models/replay-summary";
import { firstIssue } from "~/schemas/first-issue";
import { idempotencyKeyIn } from "~/schemas/idempotency";
import { NOT_A_REPLAY, replayChoicesSchema, type ReplayChoices } from "~/schemas/set";
import { DomainError } from "~/utils/domain-error";

export const REPLAY_TOO_LARGE = "The replay is too large (at most 16 MB)";
export const REPLAY_MISSING = "Choose a Slippi replay (.slp) to upload";
const REPLAY_TOO_SLOW = "The replay took too long to read";

// Built next to the server build by `npm run build` (esbuild, from replay-summary.worker.ts).
const WORKER_URL = new URL("./replay-worker.js", import.meta.url);
/** Replays read at once; the rest wait their turn (the machine's cores serve requests too). */
const PARALLEL_READS = 2;
const READ_TIMEOUT_MS = 30_000;

let reading = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (reading >= PARALLEL_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  reading += 1;
  try {
    return await run();
  } finally {
    reading -= 1;
    waiting.shift()?.();
  }
}

/** Reads the replay in a worker thread; null when it is not a readable replay. */
function summarizeInWorker(bytes: Uint8Array) {
  return inTurn(
    () =>
      new Promise<ReplaySummary | null>((resolve, reject) => {
        const worker = new Worker(WORKER_URL, {
          workerData: bytes,
          transferList: [bytes.buffer as ArrayBuffer],
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        const timer = setTimeout(() => {
          void worker.terminate();
          reject(new DomainError(413, REPLAY_TOO_SLOW));
        }, READ_TIMEOUT_MS);
        const settle = (summary: ReplaySummary | null) => {
          clearTimeout(timer);
          void worker.terminate();
          resolve(summary);
        };
        worker.once("message", settle);
        // A replay that crashes the reader (or exhausts its memory) is not a readable replay.
        worker.once("error", () => settle(null));
        worker.once("exit", () => settle(null));
      }),
  );
}

/**
 * A multipart upload of one replay (`replay`) with the players' choices (`player1Port`,
 * `winnerId`) and the form's `idempotencyKey`: its summary, read off the main thread. Refusals
 * are DomainErrors: 413 too large, 415 not a replay, 400 a bad field.
 */
export async function readReplayUpload(request: Request): Promise<{
  summary: ReplaySummary;
  choices: ReplayChoices;
  idempotencyKey: string | undefined;
}> {
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
  const bytes = new Uint8Array(await replay.arrayBuffer());
  if (!looksLikeReplay(bytes)) throw new DomainError(415, NOT_A_REPLAY);
  const summary = await summarizeInWorker(bytes);
  if (!summary) throw new DomainError(415, NOT_A_REPLAY);
  return { summary, choices: choices.data, idempotencyKey: idempotencyKeyIn(fields) };
}
