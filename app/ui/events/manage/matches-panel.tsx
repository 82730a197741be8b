import { Link } from "@remix-run/react";
import { matchPlayers, matchTitle } from "~/ui/events/match-title";
import type { EventMatchView } from "~/ui/events/types";
import { setHref } from "~/ui/sets/hrefs";
import { cn } from "~/utils/cn";
import { MATCH_STATUS_LABEL } from "../labels";
import { ActionButton, ActionForm, TARGET } from "./action-form";

type Names = Map<number, string>;

/** The paper result: the winner and the game score, as the players said it. */
function ReportForm({
  match,
  names,
  label,
}: {
  match: EventMatchView;
  names: Names;
  label: string;
}) {
  const id = `report-${match.id}`;
  const scores = Array.from({ length: Math.ceil(match.bestOf / 2) + 1 }, (_, n) => n);
  const side = (entrantId: number) => names.get(entrantId) ?? "";
  return (
    <ActionForm intent="report" fields={{ matchId: match.id }}>
      {(pending) => (
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">Report {label}</legend>
          <div className="min-w-0 flex-[1_1_100%] sm:flex-1">
            <label htmlFor={`${id}-winner`} className="field-label">
              Winner
            </label>
            <select
              id={`${id}-winner`}
              name="winnerEntrantId"
              required
              defaultValue=""
              className="field-input min-h-11"
            >
              <option value="" disabled>
                Choose the winner
              </option>
              <option value={match.entrant1Id!}>{side(match.entrant1Id!)}</option>
              <option value={match.entrant2Id!}>{side(match.entrant2Id!)}</option>
            </select>
          </div>
          {(["score1", "score2"] as const).map((field, index) => {
            const entrantId = index === 0 ? match.entrant1Id! : match.entrant2Id!;
            return (
              <div key={field} className="w-24">
                <label htmlFor={`${id}-${field}`} className="field-label truncate">
                  <span className="sr-only">Games won by </span>
                  {side(entrantId)}
                </label>
                <select
                  id={`${id}-${field}`}
                  name={field}
                  defaultValue=""
                  className="field-input min-h-11"
                >
                  <option value="">–</option>
                  {scores.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          <button
            type="submit"
            disabled={pending}
            aria-label={`Report ${label}`}
            className={cn("btn-primary", TARGET)}
          >
            Report
          </button>
        </fieldset>
      )}
    </ActionForm>
  );
}

/** Calls a ready match: to the station chosen, or the first free one. */
function CallForm({
  match,
  stations,
  busy,
  label,
}: {
  match: EventMatchView;
  stations: string[];
  busy: Set<string>;
  label: string;
}) {
  const id = `call-${match.id}`;
  return (
    <ActionForm
      intent="call"
      fields={{ matchId: match.id }}
      className="flex flex-wrap items-end gap-2"
    >
      {(pending) => (
        <>
          {stations.length > 0 ? (
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-station`} className="field-label">
                Station
              </label>
              <select
                id={`${id}-station`}
                name="station"
                defaultValue=""
                className="field-input min-h-11"
              >
                <option value="">First free station</option>
                {stations.map((station) => (
                  <option key={station} value={station} disabled={busy.has(station)}>
                    {station}
                    {busy.has(station) ? " (busy)" : ""}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button
            type="submit"
            disabled={pending}
            aria-label={`Call ${label}`}
            className={cn("btn-secondary", TARGET)}
          >
            Call
          </button>
        </>
      )}
    </ActionForm>
  );
}

function MatchHeader({ match, names }: { match: EventMatchView; names: Names }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h3 className="font-semibold">{matchPlayers(match, names)}</h3>
      <p className="text-xs text-muted">
        {matchTitle(match)} · {MATCH_STATUS_LABEL[match.status]}
        {match.station ? ` · ${match.station}` : ""}
        {match.status === "done" && match.dq ? " · DQ" : ""}
        {match.status === "done" && !match.dq && match.score1 !== null
          ? ` · ${match.score1}–${match.score2}`
          : ""}
      </p>
    </div>
  );
}

/** A match still to play: call it, put it on stream, report it, open its set. */
function OpenMatch({
  match,
  names,
  stations,
  busy,
  queued,
}: {
  match: EventMatchView;
  names: Names;
  stations: string[];
  busy: Set<string>;
  queued: boolean;
}) {
  const label = matchPlayers(match, names);
  return (
    <li
      data-testid="open-match"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <MatchHeader match={match} names={names} />
      {match.status === "ready" ? (
        <CallForm match={match} stations={stations} busy={busy} label={label} />
      ) : null}
      <ReportForm match={match} names={names} label={label} />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {queued ? null : (
          <ActionButton
            intent="queueAdd"
            fields={{ matchId: match.id }}
            label="Add to stream"
            srLabel={`Add to stream: ${label}`}
          />
        )}
        {match.setId !== null ? (
          <Link to={setHref(match.setId)} className={cn("btn-secondary", TARGET, "text-sm")}>
            Set<span className="sr-only"> {label}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function StationsForm({ stations }: { stations: string[] }) {
  return (
    <ActionForm intent="stations" className="flex flex-wrap items-end gap-2">
      {(pending) => (
        <>
          <div className="min-w-0 flex-1">
            <label htmlFor="stations" className="field-label">
              Stations: a count, or names separated by commas
            </label>
            <input
              id="stations"
              name="stations"
              defaultValue={stations.join(", ")}
              autoComplete="off"
              className="field-input min-h-11"
            />
          </div>
          <button type="submit" disabled={pending} className={cn("btn-secondary", TARGET)}>
            Save stations
          </button>
        </>
      )}
    </ActionForm>
  );
}

function StreamQueue({ queue, names }: { queue: EventMatchView[]; names: Names }) {
  return (
    <section aria-labelledby="stream-heading" className="mt-6">
      <h2 id="stream-heading" className="mb-2 text-xl font-bold">
        Stream queue
      </h2>
      {queue.length === 0 ? (
        <p className="text-sm text-muted">
          No match on the stream queue. The first one is on stream.
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Stream queue">
          {queue.map((match, index) => {
            const label = matchPlayers(match, names);
            const fields = { matchId: match.id };
            return (
              <li
                key={match.id}
                data-testid="stream-row"
                className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-800"
              >
                <span className="min-w-0 flex-1 font-medium">
                  {index === 0 ? "On stream: " : `${index + 1}. `}
                  {label}
                </span>
                <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
                  <ActionButton
                    intent="queueMove"
                    fields={{ ...fields, direction: "up" }}
                    label="Up"
                    srLabel={`Move ${label} up the stream queue`}
                    disabled={index === 0}
                  />
                  <ActionButton
                    intent="queueMove"
                    fields={{ ...fields, direction: "down" }}
                    label="Down"
                    srLabel={`Move ${label} down the stream queue`}
                    disabled={index === queue.length - 1}
                  />
                  <ActionButton
                    intent="queueRemove"
                    fields={fields}
                    label="Remove"
                    srLabel={`Remove ${label} from the stream queue`}
                    variant="danger"
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * The running bracket as the venue works it: stations, the matches to play (call, report,
 * stream), the stream queue, and the finished matches (reset, with a confirmation when later
 * matches were played).
 */
export function MatchesPanel({
  matches,
  names,
  stations,
  queue,
}: {
  matches: EventMatchView[];
  names: Names;
  stations: string[];
  queue: EventMatchView[];
}) {
  const played = matches.filter((match) => !match.isBye && match.entrant1Id && match.entrant2Id);
  const open = played.filter((match) => match.status !== "done" && match.status !== "waiting");
  const done = played.filter((match) => match.status === "done");
  const busy = new Set(
    matches.flatMap((match) => (match.status !== "done" && match.station ? [match.station] : [])),
  );
  const queued = new Set(queue.map((match) => match.id));
  return (
    <>
      <section aria-labelledby="stations-heading" className="mt-6">
        <h2 id="stations-heading" className="mb-2 text-xl font-bold">
          Stations
        </h2>
        <StationsForm stations={stations} />
      </section>
      <section aria-labelledby="open-heading" className="mt-6">
        <h2 id="open-heading" className="mb-2 text-xl font-bold">
          Matches to play
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-muted">No match is ready to play.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.map((match) => (
              <OpenMatch
                key={match.id}
                match={match}
                names={names}
                stations={stations}
                busy={busy}
                queued={queued.has(match.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <StreamQueue queue={queue} names={names} />
      <section aria-labelledby="done-heading" className="mt-6">
        <h2 id="done-heading" className="mb-2 text-xl font-bold">
          Finished matches
        </h2>
        {done.length === 0 ? (
          <p className="text-sm text-muted">No result yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {done.map((match) => {
              const label = matchPlayers(match, names);
              return (
                <li
                  key={match.id}
                  data-testid="done-match"
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-800"
                >
                  <div className="min-w-0 flex-1">
                    <MatchHeader match={match} names={names} />
                  </div>
                  <div className="w-28">
                    <ActionButton
                      intent="reset"
                      fields={{ matchId: match.id }}
                      label="Reset"
                      srLabel={`Reset ${label}`}
                      variant="danger"
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
