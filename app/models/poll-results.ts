// Pure helpers for showing poll results, shared by the home page, the admin page and /api.

/** An option's share of the votes in percent, rounded to 1 decimal; 0 when no votes. */
export function percentOf(count: number, total: number) {
  if (total <= 0 || count <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}

/** "33.3%": always one decimal. */
export function formatPercent(percent: number) {
  return `${percent.toFixed(1)}%`;
}

/** The six looks of a vote-count badge: 0, 1, 2, 3, 4, and 5 or more. */
export const VOTE_COUNT_TONES = [
  "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
  "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100",
  "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100",
  "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  "bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100",
  "bg-rose-600 text-white dark:bg-rose-500",
] as const;

/** The badge look for a vote count: its own style for 0 to 4, one shared style for 5 or more. */
export function voteCountTone(count: number) {
  const index = Math.min(Math.max(Math.floor(count), 0), VOTE_COUNT_TONES.length - 1);
  return VOTE_COUNT_TONES[index];
}
