import { Worker } from "node:worker_threads";
import { DomainError } from "~/models/domain-error";
import type { ReplaySummary } from "~/models/replay-summary";
import { env } from "~/server/env.server";

// The replay readers: worker threads, two at a time, with a bounded queue. Reading every frame
// of a replay takes up to a second of CPU, which must not stall the server's event loop.

export const REPLAYS_BUSY = "Too many replays are being read right now: try again in a few seconds";
const REPLAY_TOO_SLOW = "The replay took too long to read";

// Built next to the server build by `npm run build` (esbuild, from replay-summary.worker.ts).
const WORKER_URL = new URL("./replay-worker.js", import.meta.url);
/** Replays read at once; the rest wait their turn (the machine's cores serve requests too). */
const PARALLEL_READS = 2;
/** What a refused upload is told to wait: about one read of a long replay. */
const RETRY_AFTER_SECONDS = 5;

/**
 * How long reading a replay of `size` bytes may take: 5 s and 1.5 s a MB, 29 s for 16 MB. Real
 * replays take 0.1 to 0.55 s a MB (a 16 MB console replay 3 to 9 s on two cores under a load of
 * 10); a file read slower than any real replay is cut off, the smaller the sooner.
 */
const readBudgetMs = (size: number) => 5_000 + (1_500 * size) / 2 ** 20;

let reading = 0;
const waiting: (() => void)[] = [];

const UPLOAD_ABANDONED = "The upload was cancelled";
/** The reading of a replay whose uploader has gone: nobody is left to read the answer. */
const uploaderGone = () => new DomainError(400, UPLOAD_ABANDONED);

/** Waits in the queue until a read hands its place over; leaves it if the uploader goes. */
function waitInQueue(signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const leave = () => {
      const place = waiting.indexOf(turn);
      if (place !== -1) waiting.splice(place, 1);
      reject(uploaderGone());
    };
    const turn = () => {
      signal.removeEventListener("abort", leave);
      resolve();
    };
    waiting.push(turn);
    signal.addEventListener("abort", leave, { once: true });
  });
}

/**
 * Runs `read` once one of the parallel reads is free. At most REPLAY_QUEUE_SIZE wait, each holding
 * its file in memory; past that the upload is refused (503) instead of queued. An upload whose
 * client hangs up leaves the queue (or its read is ended), so hanging up frees what it held.
 */
async function inTurn<T>(read: () => Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) throw uploaderGone();
  if (reading < PARALLEL_READS) reading += 1;
  else if (waiting.length < env.replayQueueSize) {
    // The read that ends hands its place over, so no newcomer slips in between.
    await waitInQueue(signal);
  } else throw new DomainError(503, REPLAYS_BUSY, RETRY_AFTER_SECONDS);
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}

/**
 * Reads the replay in a worker thread of its own, ended after the read (a worker cut off leaves
 * nothing behind); null when it is not a readable replay.
 */
export function summarizeInWorker(bytes: Uint8Array, signal: AbortSignal) {
  const budgetMs = readBudgetMs(bytes.length);
  return inTurn(
    () =>
      new Promise<ReplaySummary | null>((resolve, reject) => {
        const worker = new Worker(WORKER_URL, {
          workerData: bytes,
          transferList: [bytes.buffer as ArrayBuffer],
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        const stop = (error: Error) => {
          clearTimeout(timer);
          void worker.terminate();
          reject(error);
        };
        const timer = setTimeout(() => stop(new DomainError(413, REPLAY_TOO_SLOW)), budgetMs);
        const abandoned = () => stop(uploaderGone());
        signal.addEventListener("abort", abandoned, { once: true });
        const settle = (summary: ReplaySummary | null) => {
          clearTimeout(timer);
          signal.removeEventListener("abort", abandoned);
          void worker.terminate();
          resolve(summary);
        };
        worker.once("message", settle);
        // A replay that crashes the reader (or exhausts its memory) is not a readable replay.
        worker.once("error", () => settle(null));
        worker.once("exit", () => settle(null));
      }),
    signal,
  );
}
