// The player pages' part of `npm run bench`: the page and the head-to-head of a scale player with
// 5,000 counted sets (scripts/scale-dataset.ts), through the API and as HTML, one request at a
// time (what one visitor waits for), against a running server on the scale database.
import { performance } from "node:perf_hooks";
import { percentile, round } from "./bench-stats";
import { HEAVY_PLAYER_TAG } from "./scale-dataset";

export const PLAYER_P50_MS = 20;

/**
 * `p50`: the round trip as the client sees it; `static`: the static /favicon.ico's round trip,
 * asked just before each request, the same way; `server`: the p50 of each request's time beyond
 * that static file's (what the server spends on the page: the client's own fetch, the connection
 * and Express's fixed work are in both).
 */
export type PlayerLatency = {
  label: string;
  p50: number;
  max: number;
  static: number;
  server: number;
};

async function timedOnce(url: string, init: RequestInit) {
  const start = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return performance.now() - start;
}

async function timed(baseUrl: string, url: string, samples: number) {
  // A cookie other than the theme: pages are rendered, never served from the guest page cache.
  const init = { headers: { cookie: "bench=uncached" } };
  const first = await fetch(url, init);
  if (!first.ok) throw new Error(`${url}: ${first.status}`);
  await first.arrayBuffer();
  const [times, statics, beyond]: number[][] = [[], [], []];
  for (let i = 0; i < samples; i++) {
    const yardstick = await timedOnce(`${baseUrl}/favicon.ico`, init);
    const time = await timedOnce(url, init);
    times.push(time);
    statics.push(yardstick);
    beyond.push(time - yardstick);
  }
  for (const list of [times, statics, beyond]) list.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 0.5)),
    max: round(times.at(-1)!),
    static: round(percentile(statics, 0.5)),
    server: round(percentile(beyond, 0.5)),
  };
}

/** `samples` timed requests per address, after one untimed; the opponent is the most played. */
export async function playerLatencies(baseUrl: string, samples = 40): Promise<PlayerLatency[]> {
  const page = (await (await fetch(`${baseUrl}/api/players/${HEAVY_PLAYER_TAG}`)).json()) as {
    record: { sets: { won: number; lost: number } };
    opponents: { tag: string }[];
  };
  const sets = page.record.sets.won + page.record.sets.lost;
  const rival = page.opponents[0]?.tag;
  if (!rival) throw new Error(`${HEAVY_PLAYER_TAG} has no opponents: add the scale dataset`);
  const targets = [
    [`GET /api/players/${HEAVY_PLAYER_TAG} (${sets} sets)`, `/api/players/${HEAVY_PLAYER_TAG}`],
    [`/players/${HEAVY_PLAYER_TAG} (HTML)`, `/players/${HEAVY_PLAYER_TAG}`],
    [`GET …/head-to-head/${rival}`, `/api/players/${HEAVY_PLAYER_TAG}/head-to-head/${rival}`],
    [`/players/${HEAVY_PLAYER_TAG}/vs/${rival} (HTML)`, `/players/${HEAVY_PLAYER_TAG}/vs/${rival}`],
    [
      `GET …/head-to-head/${rival}?from= (this year)`,
      `/api/players/${HEAVY_PLAYER_TAG}/head-to-head/${rival}?from=${new Date().getUTCFullYear()}-01-01`,
    ],
  ];
  const rows: PlayerLatency[] = [];
  for (const [label, path] of targets)
    rows.push({ label, ...(await timed(baseUrl, baseUrl + path, samples)) });
  return rows;
}
