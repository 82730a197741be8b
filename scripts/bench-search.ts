// The search run of `npm run bench`: GET /api/search (all four groups) for words from rare to
// in every row, one request at a time (what one player waits for), against a running server on
// the scale database. The words fit scripts/scale-dataset.ts: every comment reads "Comment N of
// the scale dataset.", every post "Thread N of the scale dataset.", a fifth of the post titles
// name "wavedash timing"; "fox" and "pokemon" come from the demo content.
import { performance } from "node:perf_hooks";
import { percentile, round } from "./bench-stats";

export const SEARCH_QUERIES = [
  "fox",
  "pokemon",
  "wavedash",
  "12",
  "s",
  "co",
  "scale",
  "comment",
  "scale dataset",
  "comment 2999",
  "the scale dataset of comment",
  "the scale dataset of comment 2999",
  "the wavedash",
];

export type SearchLatency = { q: string; p50: number; max: number; hits: number };

/** `samples` timed requests per query, after one untimed. */
export async function searchLatencies(baseUrl: string, samples = 20): Promise<SearchLatency[]> {
  const rows: SearchLatency[] = [];
  for (const q of SEARCH_QUERIES) {
    const url = `${baseUrl}/api/search?q=${encodeURIComponent(q)}`;
    const first = await fetch(url);
    if (!first.ok) throw new Error(`/api/search?q=${q}: ${first.status}`);
    const body = (await first.json()) as Record<string, unknown[]>;
    const hits = ["tournaments", "posts", "comments", "players"].reduce(
      (sum, group) => sum + (body[group]?.length ?? 0),
      0,
    );
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({ q, p50: round(percentile(times, 0.5)), max: round(times.at(-1)!), hits });
  }
  return rows;
}
