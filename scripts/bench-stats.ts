// The arithmetic the bench's runs share.

export const round = (ms: number) => Math.round(ms * 10) / 10;

/** The q-quantile (0–1) of ascending `sorted`, nearest rank. */
export function percentile(sorted: number[], q: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
