import { Form, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { replayFileProblem } from "~/models/replay-file";
import type { ReplayPlayer, ReplaySummary } from "~/models/replay-summary";
import { NOT_A_REPLAY } from "~/schemas/set";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useIsPending } from "~/ui/common/use-is-pending";
import { replayHref } from "~/ui/sets/hrefs";
import { cn } from "~/utils/cn";

type Names = { id: number; player1Name: string; player2Name: string };

/** What the replay page answers when a replay cannot count without the players. */
export type ReplayAnswer = { refusal?: { message: string; replay: ReplaySummary } };

/**
 * A game from its Slippi replay. Without JavaScript the file is uploaded and read on the
 * server; with it, the replay is read here (the reader is loaded only once a file is chosen)
 * and only its summary is sent.
 */
/**
 * The replay parser, fetched when a file is chosen. @slippi/slippi-js uses Node's global `Buffer`:
 * it is set from the `buffer` polyfill here, before the parser loads, rather than injected by the
 * compiler into every module of the site.
 */
async function loadReplayReader() {
  const { Buffer } = await import("buffer");
  (globalThis as { Buffer?: unknown }).Buffer ??= Buffer;
  return import("~/models/replay-summary");
}

export function ReplayUpload({ set }: { set: Names }) {
  const hydrated = useHydrated();
  const [read, setRead] = useState<
    { file: string; replay: ReplaySummary } | { file: string; problem: string } | null
  >(null);
  const [reading, setReading] = useState(false);
  const uploading = useIsPending({ formAction: replayHref(set.id) });

  const choose = async (file: File | undefined) => {
    setRead(null);
    if (!file) return;
    setReading(true);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The server's own refusal, told before the reader is even loaded.
      const problem = replayFileProblem(bytes);
      if (problem) return setRead({ file: file.name, problem: problem.message });
      const replay = (await loadReplayReader()).summarizeReplay(bytes);
      setRead(replay ? { file: file.name, replay } : { file: file.name, problem: NOT_A_REPLAY });
    } catch {
      setRead({ file: file.name, problem: NOT_A_REPLAY });
    } finally {
      setReading(false);
    }
  };

  return (
    <section aria-labelledby="replay-title" className="flex flex-col gap-3">
      <h3 id="replay-title" className="text-lg font-bold">
        From a Slippi replay
      </h3>
      <Form
        method="post"
        action={replayHref(set.id)}
        encType="multipart/form-data"
        reloadDocument
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          // With JavaScript the replay is read here and its summary sent below.
          if (hydrated) event.preventDefault();
        }}
      >
        <IdempotencyKeyField form="replay" />
        <div>
          <label htmlFor="replay" className="field-label">
            Replay file (.slp)
          </label>
          <input
            id="replay"
            name="replay"
            type="file"
            accept=".slp"
            className="field-input"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" className="btn-secondary" disabled={uploading}>
            Upload Replay
          </button>
        )}
      </Form>
      {reading ? <p role="status">Reading the replay...</p> : null}
      {read && "problem" in read ? (
        <p role="alert" className="field-error">{`${read.file}: ${read.problem}`}</p>
      ) : null}
      {read && "replay" in read ? (
        <ReplayDecision key={read.file} set={set} replay={read.replay} message={null} />
      ) : null}
    </section>
  );
}

function playerLine(player: ReplayPlayer) {
  const who = [player.name, player.connectCode].filter(Boolean).join(" ");
  return `Port ${player.port}: ${player.character ?? "?"}${who ? ` (${who})` : ""}`;
}

/** The replay as read, with the players' choices: who was on which port and, if need be, who won. */
export function ReplayDecision({
  set,
  replay,
  message,
}: {
  set: Names;
  replay: ReplaySummary;
  message: string | null;
}) {
  const fetcher = useFetcher<ReplayAnswer>();
  const busy = useIsPending({ fetcher });
  const said = fetcher.data?.refusal?.message ?? message;
  const undecided = replay.endMethod === "no-contest" || replay.winnerPort === null;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="replay-summary"
    >
      <p className="font-semibold">
        {`${replay.stage ?? "Unknown stage"} · ${replay.endMethod === null ? "no game end" : replay.endMethod === "no-contest" ? "no contest" : `winner: port ${replay.winnerPort ?? "?"}`}`}
      </p>
      <ul className="text-sm">
        {replay.players.map((player) => (
          <li key={player.port}>
            {`${playerLine(player)} · ${player.stocks ?? "?"} stocks, ${player.percent ?? "?"}%`}
          </li>
        ))}
      </ul>
      {said ? (
        <p role="alert" className={cn("text-sm font-semibold text-danger")}>
          {said}
        </p>
      ) : null}
      {replay.endMethod === null ? null : (
        <fetcher.Form method="post" action={replayHref(set.id)} className="flex flex-col gap-3">
          <input type="hidden" name="summary" value={JSON.stringify(replay)} />
          <IdempotencyKeyField form="replay-summary" />
          <div className="max-w-sm">
            <label htmlFor="player1Port" className="field-label">
              {`${set.player1Name} played on`}
            </label>
            <select id="player1Port" name="player1Port" defaultValue="" className="field-input">
              <option value="">The same port as before</option>
              {replay.players.map((player) => (
                <option key={player.port} value={player.port}>
                  {playerLine(player)}
                </option>
              ))}
            </select>
          </div>
          {undecided ? (
            <fieldset>
              <legend className="field-label">Winner (the players decide)</legend>
              <div className="flex flex-wrap gap-4">
                {([1, 2] as const).map((player) => (
                  <label key={player} className="flex items-center gap-2">
                    <input type="radio" name="winnerId" value={player} />
                    {player === 1 ? set.player1Name : set.player2Name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            Record Game From Replay
          </button>
        </fetcher.Form>
      )}
    </div>
  );
}
