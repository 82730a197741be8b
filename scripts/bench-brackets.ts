// The brackets' part of `npm run bench`, through the API as an organiser drives it: the start of
// a 512-entrant double elimination, every match of a 128-entrant bracket reported one after
// another (each report's cost should not grow with the reports before it), and a 256-entrant
// bracket, half played, whose guest page the caller loads against the static file.
import { performance } from "node:perf_hooks";
import { percentile, round } from "./bench-stats";

export const START_TARGET_MS = 1000;
/** The last reports may cost at most this many times the first (flat, not O(n²) overall). */
export const REPORT_GROWTH_TARGET = 1.5;

type Match = {
  id: number;
  status: string;
  isBye: boolean;
  entrant1Id: number | null;
  entrant2Id: number | null;
};
type EventJson = { id: number; status: string; matches: Match[] };

export type BracketFigures = {
  startMs: number;
  reports: number;
  reportFirstP50: number;
  reportLastP50: number;
  reportTotalMs: number;
  /** A 256-entrant bracket with half its first rounds reported: the guest page to load. */
  pagePath: string;
};

function client(baseUrl: string, cookie: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}
type Api = ReturnType<typeof client>;

/** A double elimination best of 3 with `count` checked-in walk-ins, not started. */
async function eventWith(api: Api, tournamentId: number, count: number) {
  const event = await api<EventJson>("POST", `/api/tournaments/${tournamentId}/events`, {
    name: `Bench bracket of ${count}`,
    format: "double_elimination",
    bestOf: 3,
  });
  // Sixteen at a time: the set-up is not what is measured.
  for (let first = 1; first <= count; first += 16) {
    const batch = Array.from({ length: Math.min(16, count - first + 1) }, (_, k) => first + k);
    await Promise.all(
      batch.map(async (index) => {
        const entrant = await api<{ id: number }>("POST", `/api/events/${event.id}/entrants`, {
          name: `Bench player ${index}`,
        });
        await api("POST", `/api/events/${event.id}/entrants/${entrant.id}/check-in`);
      }),
    );
  }
  return event.id;
}

const playable = (event: EventJson) =>
  event.matches.find(
    (match) => match.status !== "done" && !match.isBye && match.entrant1Id && match.entrant2Id,
  );

/** Reports the first playable match, a 2–0 for its first entrant; the time it took and the event. */
async function reportOne(api: Api, event: EventJson, match: Match) {
  const began = performance.now();
  const after = await api<EventJson>("POST", `/api/events/${event.id}/matches/${match.id}/report`, {
    winnerEntrantId: match.entrant1Id,
    score1: 2,
    score2: 0,
  });
  return { ms: performance.now() - began, after };
}

export async function bracketRuns(
  baseUrl: string,
  ownerCookie: string,
  tournamentId: number,
): Promise<BracketFigures> {
  const api = client(baseUrl, ownerCookie);

  const big = await eventWith(api, tournamentId, 512);
  const began = performance.now();
  await api("POST", `/api/events/${big}/start`);
  const startMs = performance.now() - began;

  let event = await api<EventJson>(
    "POST",
    `/api/events/${await eventWith(api, tournamentId, 128)}/start`,
  );
  const times: number[] = [];
  for (let match = playable(event); match; match = playable(event)) {
    const { ms, after } = await reportOne(api, event, match);
    times.push(ms);
    event = after;
  }
  if (event.status !== "completed") throw new Error("the 128-entrant bracket did not complete");
  const quarter = Math.max(1, Math.floor(times.length / 4));
  const p50 = (part: number[]) =>
    round(
      percentile(
        [...part].sort((a, b) => a - b),
        0.5,
      ),
    );

  let page = await api<EventJson>(
    "POST",
    `/api/events/${await eventWith(api, tournamentId, 256)}/start`,
  );
  for (let reported = 0; reported < 192; reported++) {
    page = (await reportOne(api, page, playable(page)!)).after;
  }
  return {
    startMs: round(startMs),
    reports: times.length,
    reportFirstP50: p50(times.slice(0, quarter)),
    reportLastP50: p50(times.slice(-quarter)),
    reportTotalMs: round(times.reduce((sum, ms) => sum + ms, 0)),
    pagePath: `/events/${page.id}`,
  };
}

/** The report's lines, with each target met or MISSED. */
export function bracketReport(figures: BracketFigures, met: (ok: boolean) => string) {
  const growth = figures.reportLastP50 / Math.max(figures.reportFirstP50, 0.1);
  return [
    `Brackets: POST /api/events/{id}/start of a 512-entrant double elimination ${figures.startMs} ms ` +
      `(target < ${START_TARGET_MS} ms: ${met(figures.startMs < START_TARGET_MS)})`,
    `Brackets: ${figures.reports} reports of a 128-entrant double elimination through the API in ` +
      `${(figures.reportTotalMs / 1000).toFixed(1)} s; p50 of the first quarter ${figures.reportFirstP50} ms, ` +
      `of the last ${figures.reportLastP50} ms (${growth.toFixed(2)}×, target ≤ ${REPORT_GROWTH_TARGET}×: ` +
      `${met(growth <= REPORT_GROWTH_TARGET)})`,
  ].join("\n");
}
