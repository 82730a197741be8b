import { Link } from "@remix-run/react";
import { cn } from "~/utils/cn";
import type { BracketPage, CardMatch } from "./bracket-pages";
import { eventHref } from "./hrefs";
import { MATCH_STATUS_LABEL } from "./labels";
import type { EventEntrantView } from "./types";

type Names = Record<number, string>;

export const namesOf = (entrants: EventEntrantView[]) =>
  new Map(entrants.map((entrant) => [entrant.id, entrant.name]));

const nameOf = (names: Names, entrantId: number | null) =>
  entrantId === null ? "—" : names[entrantId];

function Side({
  match,
  entrantId,
  score,
  names,
}: {
  match: CardMatch;
  entrantId: number | null;
  score: number | null;
  names: Names;
}) {
  const won = entrantId !== null && match.winnerId === entrantId;
  return (
    <div className={cn("match-side", won && "font-bold")}>
      <span className="truncate">{nameOf(names, entrantId)}</span>
      <span>
        {match.dq && match.status === "done" && !won && entrantId !== null ? "DQ" : (score ?? "")}
      </span>
    </div>
  );
}

/** One match: its two entrants, their scores (DQ for a forfeit), its station and set. */
export function MatchCard({ match, names }: { match: CardMatch; names: Names }) {
  return (
    <li className="match-card">
      {match.label ? <p className="px-2 pt-1 text-xs font-semibold">{match.label}</p> : null}
      <Side match={match} entrantId={match.entrant1Id} score={match.score1} names={names} />
      <Side match={match} entrantId={match.entrant2Id} score={match.score2} names={names} />
      <div className="match-meta">
        <span>
          {MATCH_STATUS_LABEL[match.status]}
          {match.station ? ` · ${match.station}` : ""}
        </span>
        {match.setId !== null ? (
          <Link to={`/sets/${match.setId}`} className="text-info hover:underline">
            Set
            {/* Every card has one: the players tell a screen reader's list of links apart. */}
            <span className="sr-only">
              {` ${nameOf(names, match.entrant1Id)} vs ${nameOf(names, match.entrant2Id)}`}
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
 * The bracket a page at a time (bracket-pages.ts). Wide screens show the page's rounds side by
 * side (scrolling inside the bracket, never the page), with the earlier and later pages a link
 * away; narrow ones show the `shown` round alone, with links to the previous and next. Every
 * round is also one link away in the round picker, so the page reads without JavaScript.
 */
export function BracketView({
  eventId,
  bracket,
  names,
}: {
  eventId: number;
  bracket: BracketPage;
  names: Names;
}) {
  const { titles, current, shown, segments, previousPage, nextPage } = bracket;
  const paged = previousPage !== null || nextPage !== null;
  const marked = (index: number) => (index === current ? " (current)" : "");
  return (
    <section aria-labelledby="bracket-heading" className="mt-6">
      <h2 id="bracket-heading" className="mb-2 text-xl font-bold">
        Bracket
      </h2>
      <nav
        aria-label="Rounds"
        className={cn("mb-2 flex items-center justify-between gap-2", !paged && "lg:hidden")}
      >
        <span className="contents lg:hidden">
          {shown > 0 ? (
            <Link to={eventHref(eventId, shown - 1)} className={ROUND_LINK}>
              ← Previous round
            </Link>
          ) : (
            <span />
          )}
          <span className="text-center font-semibold">{titles[shown]}</span>
          {shown < titles.length - 1 ? (
            <Link to={eventHref(eventId, shown + 1)} className={ROUND_LINK}>
              Next round →
            </Link>
          ) : (
            <span />
          )}
        </span>
        <span className="hidden lg:contents">
          {previousPage !== null ? (
            <Link to={eventHref(eventId, previousPage)} className={ROUND_LINK}>
              ← Earlier rounds
            </Link>
          ) : (
            <span />
          )}
          {nextPage !== null ? (
            <Link to={eventHref(eventId, nextPage)} className={ROUND_LINK}>
              Later rounds →
            </Link>
          ) : (
            <span />
          )}
        </span>
      </nav>
      {titles.length > 2 ? (
        // A wide screen showing every round needs no picker.
        <details className={cn("mb-2", !paged && "lg:hidden")}>
          <summary className={cn(ROUND_LINK, "cursor-pointer")}>All rounds</summary>
          <ul className="flex flex-wrap gap-x-1">
            {titles.map((title, index) => (
              <li key={title}>
                <Link
                  to={eventHref(eventId, index)}
                  aria-current={index === shown ? "page" : undefined}
                  className={ROUND_LINK}
                >
                  {title}
                  {marked(index)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {/* Relative: the cards' screen-reader text is placed inside it, or its far columns widen
          the page past the screen. */}
      <div className="relative overflow-x-auto">
        <div className="flex gap-4">
          {segments.map((segment) => (
            <div
              key={segment.index}
              className={cn(
                "w-full shrink-0 lg:w-56",
                segment.index !== shown && "hidden lg:block",
                segment.index === current &&
                  "lg:rounded-lg lg:bg-amber-50 lg:p-1 dark:lg:bg-amber-900/20",
              )}
            >
              <h3 className="mb-2 hidden font-semibold lg:block">
                {segment.title}
                {marked(segment.index)}
              </h3>
              <ul className="flex flex-col justify-around gap-2">
                {segment.matches.map((match) => (
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
