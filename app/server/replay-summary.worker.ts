import { parentPort, workerData } from "node:worker_threads";
import { summarizeReplay } from "~/models/replay-summary";

// Runs in a worker thread (built to build/replay-worker.js, started by replay-readers.server): reading every frame of a replay
// takes up to a second of CPU, which must not stall the server's event loop.
parentPort?.postMessage(summarizeReplay(workerData as Uint8Array));
