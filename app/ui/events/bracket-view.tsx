import { Link } from "@remix-run/react";
import { cn } from "~/utils/cn";
import type { BracketColumn } from "./columns";
import { eventHref } from "./hrefs";
import { MATCH_STATUS_LABEL } from "./labels";
import type { EventEntrantView, EventMatchView } from "./types";

type Names = Map<number, string>;

export const namesOf = (entrants: EventEntrantView[]): Names =>
  new Map(entrants.map((entrant) => [entrant.id, entrant.name]));

function Side({
  match,
  entrantId,
  score,
  names,
}: {
  match: EventMatchView;
  entrantId: number | null;
  score: number | null;
  names: Names;
}) {
  const won = entrantId !== null && match.winnerId === entrantId;
  return (
    <div className={cn("flex justify-between gap-2 px-2 py-1", won && "font-bold")}>
      <span className="truncate">{entrantId === null ? "—" : names.get(entrantId)}</span>
      <span>
        {match.dq && match.status === "done" && !won && entrantId !== null ? "DQ" : (score ?? "")}
      </span>
    </div>
  );
}

/** One match: its two entrants, their scores (DQ for a forfeit), its station and set. */
export function MatchCard({ match, names }: { match: EventMatchView; names: Names }) {
  return (
    <li className="rounded-lg border border-gray-300 text-sm dark:border-gray-600">
      <Side match={match} entrantId={match.entrant1Id} score={match.score1} names={names} />
      <Side match={match} entrantId={match.entrant2Id} score={match.score2} names={names} />
      <div className="flex justify-between gap-2 border-t border-gray-200 px-2 py-1 text-xs dark:border-gray-700">
        <span>
          {MATCH_STATUS_LABEL[match.status]}
          {match.station ? ` · ${match.station}` : ""}
        </span>
        {match.setId !== null ? (
          <Link to={`/sets/${match.setId}`} className="text-info hover:underline">
            Set
            {/* Every card has one: the players tell a screen reader's list of links apart. */}
            <span className="sr-only">
              {" "}
              {names.get(match.entrant1Id!)} vs {names.get(match.entrant2Id!)}
            </span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

// A thumb's target at the venue: 44 px tall, the width of its words.
const ROUND_LINK =
  "inline-flex min-h-11 items-center rounded-lg px-2 text-sm text-info hover:underline";

/**
 * The bracket as columns. Wide screens show every column side by side (scrolling inside the
 * bracket, never the page); narrow ones show the `shown` column alone, with links to the
 * previous and next, so the page reads without JavaScript.
 */
export function BracketView({
  eventId,
  columns,
  shown,
  current,
  names,
}: {
  eventId: number;
  columns: BracketColumn[];
  shown: number;
  current: number;
  names: Names;
}) {
  return (
    <section aria-labelledby="bracket-heading" className="mt-6">
      <h2 id="bracket-heading" className="mb-2 text-xl font-bold">
        Bracket
      </h2>
      <nav aria-label="Rounds" className="mb-2 flex items-center justify-between gap-2 lg:hidden">
        {shown > 0 ? (
          <Link to={eventHref(eventId, shown - 1)} className={ROUND_LINK}>
            ← Previous round
          </Link>
        ) : (
          <span />
        )}
        <span className="text-center font-semibold">{columns[shown]?.title}</span>
        {shown < columns.length - 1 ? (
          <Link to={eventHref(eventId, shown + 1)} className={ROUND_LINK}>
            Next round →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      {/* Relative: the cards' screen-reader text is placed inside it, or its far columns widen
          the page past the screen. */}
      <div className="relative overflow-x-auto">
        <div className="flex gap-4">
          {columns.map((column, index) => (
            <div
              key={column.title}
              className={cn(
                "w-full shrink-0 lg:w-56",
                index !== shown && "hidden lg:block",
                index === current && "lg:rounded-lg lg:bg-amber-50 lg:p-1 dark:lg:bg-amber-900/20",
              )}
            >
              <h3 className="mb-2 hidden font-semibold lg:block">
                {column.title}
                {index === current ? " (current)" : ""}
              </h3>
              <ul className="flex flex-col justify-around gap-2">
                {column.matches.map((match) => (
                  <MatchCard key={match.id} match={match} names={names} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
