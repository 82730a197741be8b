import { Link } from "@remix-run/react";
import type { OpenMatch } from "~/models/event-view.server";
import { eventHref, YOUR_MATCHES_ID } from "~/ui/events/hrefs";
import { matchTitle } from "~/ui/events/match-title";
import { trackerHref } from "~/ui/sets/hrefs";

/** A signed-in player's bracket matches to play now: opponent, station, the set to play. */
export function YourMatches({ matches }: { matches: OpenMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <section id={YOUR_MATCHES_ID} aria-labelledby="your-matches-title" className="card">
      <h2 id="your-matches-title" className="mb-3 text-2xl font-bold">
        Your next match
      </h2>
      <ul className="flex flex-col gap-3">
        {matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-semibold">
                vs {match.opponent} · {matchTitle(match)}
              </p>
              <p className="text-sm">
                <Link to={eventHref(match.event.id)} className="text-info hover:underline">
                  {match.event.name}
                </Link>
                {" · "}
                {match.station ? `Go to ${match.station}` : "Not called to a station yet"}
              </p>
            </div>
            {match.setId !== null ? (
              <a
                href={trackerHref(match.setId)}
                className="btn-primary inline-flex min-h-11 items-center"
              >
                Play your set
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
