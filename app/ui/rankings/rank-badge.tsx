import { rankBadgeTone, rankChange, type RankBadgeTone } from "~/models/ranking";
import { cn } from "~/utils/cn";

const TONES: Record<RankBadgeTone, string> = {
  gold: "bg-amber-400 text-amber-950 ring-1 ring-amber-500",
  dark: "bg-slate-900 text-white dark:bg-black dark:ring-1 dark:ring-slate-500",
  light: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** The rank in a round badge: gold for 1-3, dark for 4-10, lighter below (the number is the text). */
export function RankBadge({ rank }: { rank: number }) {
  const tone = rankBadgeTone(rank);
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex h-8 min-w-8 items-center justify-center rounded-full px-1.5 text-sm font-bold tabular-nums",
        TONES[tone],
      )}
    >
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}

const CHANGE_STYLES = {
  up: { glyph: "▲", className: "text-success" },
  down: { glyph: "▼", className: "text-danger" },
  same: { glyph: "–", className: "text-muted" },
  new: { glyph: "–", className: "text-muted" },
} as const;

/**
 * Green up arrow for a better rank than last year, red down arrow for a worse one, a neutral
 * mark otherwise. The arrow carries the number of places and a spoken label ("Up 2"), so colour
 * is never the only signal.
 */
export function RankChangeMark({
  rank,
  previousRank,
}: {
  rank: number;
  previousRank: number | null;
}) {
  const change = rankChange(rank, previousRank);
  const style = CHANGE_STYLES[change.direction];
  const title = previousRank == null ? change.label : `${change.label} (2023: ${previousRank})`;
  return (
    <span
      data-change={change.direction}
      title={title}
      className={cn("inline-flex items-center gap-0.5 text-xs font-semibold", style.className)}
    >
      <span aria-hidden="true">
        {style.glyph}
        {change.places > 0 ? change.places : null}
      </span>
      <span className="sr-only">{change.label}</span>
    </span>
  );
}
