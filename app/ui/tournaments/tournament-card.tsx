import { Link } from "@remix-run/react";
import { formatDayRange } from "~/models/tournament-days";
import { cn } from "~/utils/cn";
import { spotsRemaining } from "./format";
import { TypeBadge } from "./type-badge";
import type { TournamentView } from "./types";

type Props = {
  tournament: TournamentView;
  /**
   * Today, Tomorrow, Day 2, Day 3 or a relative distance: written by the server (from its
   * "today"), so it reads the same before and after hydration and date-fns stays off the page.
   */
  badge: string;
  /** With JavaScript the card opens the details dialog instead of following its link. */
  onOpen?: (tournament: TournamentView) => void;
};

/** One card of the grid: a real link to /tournaments/:id that JavaScript turns into a dialog. */
export function TournamentCard({ tournament: t, badge, onOpen }: Props) {
  const spots = spotsRemaining(t);
  const soon = ["Today", "Tomorrow", "Day 2", "Day 3"].includes(badge);
  return (
    <article
      className={cn(
        "card relative flex h-full flex-col gap-3 transition hover:-translate-y-0.5 hover:shadow-lg",
        t.type === "MAJOR" && "ring-2 ring-amber-400/70",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <TypeBadge type={t.type} />
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            soon
              ? "bg-rose-600 text-white"
              : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
          )}
        >
          {badge}
        </span>
      </div>
      <h3 className="text-lg font-bold leading-snug">
        <Link
          to={`/tournaments/${t.id}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
          onClick={(event) => {
            if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpen(t);
          }}
        >
          {t.name}
        </Link>
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <time dateTime={t.startDate}>{formatDayRange(t.startDate, t.endDate)}</time>
        <br />
        {t.location}
      </p>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{t.description}</p>
      <p className="mt-auto flex flex-wrap justify-between gap-2 text-sm">
        <span>
          <strong>{t.registeredPlayers}</strong> registered
        </span>
        {spots != null ? (
          <span className={cn(spots === 0 && "font-semibold text-danger")}>
            {spots === 0 ? "Full" : `${spots} spots remaining`}
          </span>
        ) : null}
      </p>
    </article>
  );
}

/** The loading state: six grey cards. */
export function TournamentCardPlaceholders() {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-busy="true"
      aria-label="Loading tournaments"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="card h-52 animate-pulse" data-testid="tournament-placeholder">
          <div className="mb-4 h-5 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="mb-3 h-6 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
        </div>
      ))}
    </div>
  );
}
