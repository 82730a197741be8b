import { TYPE_LABELS } from "~/schemas/tournament-options";
import { cn } from "~/utils/cn";
import { isTournamentType } from "./types";

const TONES: Record<string, string> = {
  // A Major gets a standout gradient style.
  MAJOR: "bg-gradient-to-r from-amber-400 to-orange-500 text-slate-950 font-bold",
  REGIONAL: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  LOCAL: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  ONLINE: "bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200",
};

export function TypeBadge({ type }: { type: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide",
        TONES[type] ?? TONES.LOCAL,
      )}
    >
      {isTournamentType(type) ? TYPE_LABELS[type] : type}
    </span>
  );
}
