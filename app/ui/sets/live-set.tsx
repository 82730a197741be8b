import { Form, Link, useFetcher } from "@remix-run/react";
import { useRef } from "react";
import type { GameView, SetStep } from "~/models/set-view";
import type { StageSelection } from "~/models/stage-rules";
import { formatTitle, isSetFormat } from "~/schemas/set-options";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { lazyPart } from "~/ui/common/lazy-part";
import { useFocusAfterRemoval } from "~/ui/common/use-focus-after-removal";
import { useIsPending } from "~/ui/common/use-is-pending";
import { useLiveRevalidate } from "~/ui/realtime/realtime-connection";
import { useWatchSet } from "~/ui/realtime/use-watch-set";
import { currentCharacters } from "~/ui/sets/current-characters";
import { FitText } from "~/ui/sets/fit-text";
import { overlayHref, setHref } from "~/ui/sets/hrefs";
import {
  LazyGamesSection,
  LazyRecordGameForm,
  LazyStageSelectionPanel,
} from "~/ui/sets/lazy-parts";
import { SetPlayerName, type SetPlayerTags } from "~/ui/sets/set-player-name";
import { cn } from "~/utils/cn";

// Drawn by the server (a plain upload form), its code fetched after hydration: the file check and
// the replay reader's loader are no part of the score tracker's first load (issue 28). It gets the
// set's id and names only, which do not change while a game is played.
const ReplayUpload = lazyPart(() => import("~/ui/sets/replay-upload").then((m) => m.ReplayUpload));

export type SetSummaryView = {
  id: number;
  player1Name: string;
  player2Name: string;
  player1Score: number;
  player2Score: number;
  targetScore: number;
  winnerId: number | null;
  winnerName: string | null;
};

type LiveSetView = SetSummaryView & {
  games: GameView[];
  stageSelection: StageSelection | null;
  lastStep: SetStep | null;
  undoDepth: number;
};

/**
 * The live view. Each Award Point is a form; with JavaScript it posts through a fetcher and the
 * score moves at once (the server's answer, revalidated, has the final word).
 */
export function LiveSet({
  set,
  tags,
  characters,
  undoesFurther,
}: {
  set: LiveSetView;
  /** The linked players' tags: their names link to their pages. */
  tags?: SetPlayerTags;
  /** Each player name's last character (the picker's defaults). */
  characters: Record<string, string>;
  /** The viewer may undo further back than the last step (the owner, an admin). */
  undoesFurther: boolean;
}) {
  const fetcher = useFetcher();
  const revalidate = useLiveRevalidate();
  // Another device recording (or the API) moves this page too.
  useWatchSet(set.id, revalidate);
  const inSet = currentCharacters(set.games);
  const pending = useIsPending({ fetcher }) ? Number(fetcher.formData?.get("playerId")) : null;
  const ended = set.winnerId != null;
  const score = (player: 1 | 2) =>
    (player === 1 ? set.player1Score : set.player2Score) + (pending === player ? 1 : 0);
  const undoShown = Boolean(set.lastStep && (set.undoDepth === 0 || undoesFurther));
  const title = useRef<HTMLHeadingElement>(null);
  useFocusAfterRemoval(undoShown, title);

  return (
    <section className="card flex flex-col gap-6" aria-labelledby="live-title">
      <div className="flex flex-wrap items-center gap-3">
        {ended ? (
          <span className="rounded-full bg-slate-600 px-3 py-1 text-xs font-bold uppercase text-white">
            Final
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-3 py-1 text-xs font-bold uppercase text-white">
            <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden="true" />
            Live
          </span>
        )}
        <h2 id="live-title" ref={title} tabIndex={-1} className="text-xl font-bold">
          {formatTitle(set.targetScore)}
        </h2>
      </div>

      {ended ? (
        <div
          role="status"
          className="rounded-xl bg-gradient-to-r from-amber-400 to-orange-500 p-4 text-center text-slate-950"
        >
          <p className="text-2xl font-extrabold">{`${set.winnerName} Wins!`}</p>
          <p className="font-semibold">
            {`Final Score: ${set.player1Score} - ${set.player2Score}`}
          </p>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-4">
        {([1, 2] as const).map((player) => {
          const name = player === 1 ? set.player1Name : set.player2Name;
          const tag = (player === 1 ? tags?.player1 : tags?.player2) ?? null;
          const won = set.winnerId === player;
          return (
            <div
              key={player}
              className={cn(
                "flex flex-col items-center gap-3 rounded-xl border p-4 text-center",
                won
                  ? "border-amber-400 bg-amber-50 dark:bg-amber-950/40"
                  : "border-slate-200 dark:border-slate-700",
              )}
            >
              <FitText
                text={name}
                content={<SetPlayerName name={name} tag={tag} />}
                as="p"
                className="font-semibold [--fit-max:1.125rem]"
              />
              <p
                className="text-6xl font-extrabold tabular-nums"
                aria-label={`${name}: ${score(player)}`}
                data-testid={`score-${player}`}
              >
                {score(player)}
              </p>
              {/* A best of 3 or 5 is played game by game (below), not by bare points. */}
              {ended || isSetFormat(set.targetScore) ? null : (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="award" />
                  <IdempotencyKeyField form={`point-${player}`} />
                  <input type="hidden" name="matchId" value={set.id} />
                  <input type="hidden" name="playerId" value={player} />
                  <button
                    type="submit"
                    className="btn-primary min-h-11"
                    aria-label={`Award Point to ${name}`}
                    disabled={pending != null}
                  >
                    Award Point
                  </button>
                </fetcher.Form>
              )}
            </div>
          );
        })}
      </div>

      {undoShown && set.lastStep ? <UndoForm setId={set.id} step={set.lastStep} /> : null}

      {set.stageSelection ? (
        <>
          <LazyStageSelectionPanel set={set} selection={set.stageSelection} />
          <LazyRecordGameForm
            set={set}
            game={set.stageSelection.game}
            stage={set.stageSelection.stage}
            characters={{
              1: inSet.player1 ?? characters[set.player1Name] ?? null,
              2: inSet.player2 ?? characters[set.player2Name] ?? null,
            }}
          />
          {/* A new game starts the replay panel afresh. */}
          <ReplayUpload
            key={set.games.length}
            set={{ id: set.id, player1Name: set.player1Name, player2Name: set.player2Name }}
          />
        </>
      ) : null}

      <LazyGamesSection set={set} games={set.games} level="h3" />

      <div className="flex flex-wrap gap-3">
        <Link to={setHref(set.id)} className="btn-secondary min-h-11">
          Share this set
        </Link>
        <a
          href={overlayHref(set.id)}
          className="btn-ghost min-h-11"
          target="_blank"
          rel="noreferrer"
        >
          Stream overlay
        </a>
      </div>

      <div className="flex flex-wrap gap-3">
        {ended ? (
          <Form method="post">
            <input type="hidden" name="intent" value="runback" />
            <input type="hidden" name="matchId" value={set.id} />
            <button type="submit" className="btn-primary min-h-11">
              Salty Runback
            </button>
          </Form>
        ) : null}
        {/* The spec's words; what it does is said beside it (it leaves, it deletes nothing). */}
        <Link to="/score-tracker" className="btn-secondary min-h-11" aria-describedby="reset-what">
          GG&apos;s - Reset
        </Link>
        <p id="reset-what" className="self-center text-sm text-muted">
          Back to a new match: this one stays in Recent Matches.
        </p>
      </div>
    </section>
  );
}

/**
 * "Undo <the last step>": a plain form (a fetcher with JavaScript, so the page stays in place).
 * The players undo the step just taken; the owner and admins see it for earlier steps too.
 */
function UndoForm({ setId, step }: { setId: number; step: SetStep }) {
  const fetcher = useFetcher();
  const busy = useIsPending({ fetcher });
  return (
    <fetcher.Form method="post" className="flex">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="matchId" value={setId} />
      <button type="submit" className="btn-secondary min-h-11" disabled={busy}>
        {`Undo ${step.text}`}
      </button>
    </fetcher.Form>
  );
}
