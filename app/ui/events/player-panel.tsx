import { Link } from "@remix-run/react";
import { trackerHref } from "~/ui/sets/hrefs";
import type { EventPageView } from "./event-page-view";
import { ActionButton, TARGET } from "./manage/action-form";

/**
 * A player's side of an event page: register, check in, withdraw before the start; once the
 * bracket runs, their next match (opponent, station, the set to play) and dropping out.
 */
export function PlayerPanel({
  view: { event, entry, nextMatch },
  userId,
  signInHref,
}: {
  view: EventPageView;
  userId: string | null;
  signInHref: string;
}) {
  const running = event.status === "running";
  const before = event.status === "registration" || event.status === "checkin";
  if (!entry && event.status !== "registration") return null;
  return (
    <section
      aria-labelledby="player-heading"
      className="mt-6 rounded-lg border border-gray-300 p-4 dark:border-gray-600"
    >
      <h2 id="player-heading" className="mb-2 text-xl font-bold">
        Your entry
      </h2>
      {!userId ? (
        <Link to={signInHref} className={`btn-primary ${TARGET} inline-flex items-center`}>
          Sign in to register
        </Link>
      ) : !entry ? (
        <ActionButton intent="register" label="Register" variant="primary" />
      ) : entry.dq ? (
        <p>You are out of this event.</p>
      ) : (
        <div className="flex flex-col gap-3">
          {before ? (
            <p>
              {entry.checkedIn
                ? "You are checked in."
                : event.status === "checkin"
                  ? "Check-in is open: check in to be in the bracket."
                  : "You are registered. Check in when check-in opens."}
            </p>
          ) : null}
          {event.status === "checkin" && !entry.checkedIn ? (
            <ActionButton
              intent="checkIn"
              fields={{ entrantId: entry.id }}
              label="Check in"
              variant="primary"
            />
          ) : null}
          {running ? <NextMatch match={nextMatch} /> : null}
          {before ? (
            <ActionButton intent="leave" fields={{ entrantId: entry.id }} label="Withdraw" />
          ) : running ? (
            <details>
              <summary className={`${TARGET} inline-flex cursor-pointer items-center`}>
                Drop out…
              </summary>
              <p className="my-2 text-sm">
                Your open and later matches become forfeits, shown as DQ. This cannot be undone.
              </p>
              <ActionButton
                intent="leave"
                fields={{ entrantId: entry.id }}
                label="Drop out of the event"
                variant="danger"
              />
            </details>
          ) : null}
        </div>
      )}
    </section>
  );
}

function NextMatch({ match }: { match: EventPageView["nextMatch"] }) {
  if (!match) return <p>You have no match left to play.</p>;
  return (
    <div data-testid="next-match">
      <p className="font-semibold">
        Your next match: {match.title} vs {match.opponent ?? "the winner of an earlier match"}
      </p>
      <p className="text-sm">
        {match.station ? `Go to ${match.station}.` : "Not called to a station yet."}
      </p>
      {match.setId !== null && match.status !== "waiting" ? (
        <a
          href={trackerHref(match.setId)}
          className={`btn-primary ${TARGET} mt-2 inline-flex items-center`}
        >
          Play your set
        </a>
      ) : null}
    </div>
  );
}
