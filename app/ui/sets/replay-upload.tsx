import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { replayFileProblem } from "~/models/replay-file";
import type { ReplayPlayer, ReplaySummary } from "~/models/replay-summary";
import type { ReplayQuestion } from "~/models/set.server";
import { NOT_A_REPLAY, REPLAY_LIMIT, REPLAY_TOO_LARGE } from "~/schemas/set-options";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useIsPending } from "~/ui/common/use-is-pending";
import { replayHref } from "~/ui/sets/hrefs";
import { cn } from "~/utils/cn";

type Names = { id: number; player1Name: string; player2Name: string };

/** What the replay page answers when a replay cannot count without the players. */
export type ReplayAnswer = {
  refusal?: { message: string; replay: ReplaySummary; asks: ReplayQuestion[] };
};

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
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    setRead(null);
    if (!file) return;
    // Only a file the server would take is read into memory: a film picked by mistake is not.
    if (file.size > REPLAY_LIMIT) return setRead({ file: file.name, problem: REPLAY_TOO_LARGE });
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

  // A file chosen in the server's form before this code arrived is read now: its change event
  // came when nothing was listening, and the form's Upload button is gone once this part runs.
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) void choose(file);
  }, []);

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
            ref={input}
            id="replay"
            name="replay"
            type="file"
            accept=".slp"
            className="field-input"
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" className="btn-secondary min-h-11" disabled={uploading}>
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

/** "Fox · Zain (ZAIN#0)": who played on a port. */
function playerLine(player: ReplayPlayer) {
  const who = [player.name, player.connectCode].filter(Boolean).join(" ");
  return `${player.character ?? "?"}${who ? ` · ${who}` : ""}`;
}

/**
 * The replay as read, with the players' answers. "Which one were you?" is asked of the set's
 * player 1 with the replay's two players as two large buttons: the tap is the answer and the
 * record, so no port is preselected. When the server asked (another stage, other characters,
 * no winner in the file), its question is shown and the next tap answers it.
 */
export function ReplayDecision({
  set,
  replay,
  message,
  asks = [],
}: {
  set: Names;
  replay: ReplaySummary;
  message: string | null;
  asks?: ReplayQuestion[];
}) {
  const fetcher = useFetcher<ReplayAnswer>();
  const busy = useIsPending({ fetcher });
  const refusal = fetcher.data?.refusal;
  const said = refusal ? refusal.message : message;
  const asked = refusal ? refusal.asks : asks;
  // The port question is the form itself: its refusal is no error to show.
  const shown = asked.length === 1 && asked[0] === "ports" ? null : said;
  const confirming = asked.filter((ask) => ask === "stage" || ask === "characters");
  const undecided = replay.endMethod === "no-contest" || replay.winnerPort === null;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="replay-summary"
    >
      <p className="font-semibold">
        {`${replay.stage ?? "Unknown stage"} · ${replay.endMethod === null ? "no game end" : replay.endMethod === "no-contest" ? "no contest" : `winner: port ${replay.winnerPort ?? "?"}`}`}
      </p>
      {shown ? (
        <p role="alert" className={cn("text-sm font-semibold text-danger")}>
          {shown}
        </p>
      ) : null}
      {replay.endMethod === null || replay.players.length !== 2 ? (
        <ul className="text-sm">
          {replay.players.map((player) => (
            <li key={player.port}>{`Port ${player.port}: ${playerLine(player)}`}</li>
          ))}
        </ul>
      ) : (
        <fetcher.Form method="post" action={replayHref(set.id)} className="flex flex-col gap-3">
          <input type="hidden" name="summary" value={JSON.stringify(replay)} />
          <IdempotencyKeyField form="replay-summary" />
          {confirming.map((ask) => (
            <input
              key={ask}
              type="hidden"
              name={ask === "stage" ? "confirmStage" : "confirmCharacters"}
              value="true"
            />
          ))}
          {undecided ? (
            <fieldset>
              <legend className="field-label">Winner (the players decide)</legend>
              <div className="flex flex-wrap gap-4">
                {([1, 2] as const).map((player) => (
                  <label key={player} className="flex min-h-11 items-center gap-2">
                    <input type="radio" name="winnerId" value={player} />
                    {player === 1 ? set.player1Name : set.player2Name}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="text-lg font-bold">Which one were you?</legend>
            <p className="text-sm text-muted">
              {confirming.length > 0
                ? `Both players confirm it was played so? Then ${set.player1Name} taps their port to record it.`
                : `${set.player1Name}'s port: the tap records the game.`}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {replay.players.map((player) => (
                <button
                  key={player.port}
                  type="submit"
                  name="player1Port"
                  value={player.port}
                  disabled={busy}
                  className="btn-secondary min-h-16 flex-col items-start text-left"
                >
                  <span className="font-bold">{`Port ${player.port}: ${player.character ?? "?"}`}</span>
                  <span className="text-sm font-normal">
                    {[player.name, player.connectCode].filter(Boolean).join(" · ") || "No name"}
                    {` · ${player.stocks ?? "?"} stocks, ${player.percent ?? "?"}%`}
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
        </fetcher.Form>
      )}
    </div>
  );
}
