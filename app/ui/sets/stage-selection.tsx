import { useFetcher } from "@remix-run/react";
import { LEGAL_STAGES, type Stage } from "~/data/melee";
import { DSR_NAME, STAGE_RULES, type StageSelection } from "~/models/stage-rules";
import { formatTitle } from "~/schemas/set-options";
import { useIsPending } from "~/ui/common/use-is-pending";
import { cn } from "~/utils/cn";

type Names = { id: number; player1Name: string; player2Name: string };

const VERB = { strike: "Strike", ban: "Ban", pick: "Pick" } as const;

/** Where the selection stands, in a sentence ("Zain strikes a stage.", "Game 1 is on FD."). */
export function selectionText(
  set: Pick<Names, "player1Name" | "player2Name">,
  selection: StageSelection,
) {
  const name = selection.turn === 2 ? set.player2Name : set.player1Name;
  const verb = { strike: "strikes a stage", ban: "bans a stage", pick: "picks the stage" };
  return selection.phase === "done"
    ? `Game ${selection.game} is on ${selection.stage}.`
    : `${name} ${verb[selection.phase]}.`;
}

/**
 * How the set stands for those watching (its page, the overlay): the format, then the game being
 * played and its selection so far, or Final.
 */
export function setProgress(
  set: Pick<Names, "player1Name" | "player2Name"> & {
    targetScore: number;
    stageSelection: StageSelection | null;
  },
) {
  const selection = set.stageSelection;
  const format = formatTitle(set.targetScore);
  if (!selection) return `${format} · Final`;
  return `${format} · Game ${selection.game} · ${selectionText(set, selection)}`;
}

/**
 * The next game's stage selection: one form per stage (one post per strike without JavaScript;
 * with it, a fetcher, so a tap strikes in place). Struck and banned stages stay in view, crossed.
 */
export function StageSelectionPanel({ set, selection }: { set: Names; selection: StageSelection }) {
  const fetcher = useFetcher();
  const busy = useIsPending({ fetcher });
  const name = (player: 1 | 2 | null) => (player === 2 ? set.player2Name : set.player1Name);
  const { phase } = selection;
  const shown: readonly Stage[] = selection.game === 1 ? STAGE_RULES.starters : LEGAL_STAGES;
  const gone = [...selection.struck, ...selection.banned];

  return (
    <section aria-labelledby="stages-title" className="flex flex-col gap-3">
      <h3 id="stages-title" className="text-lg font-bold">
        {`Game ${selection.game} stage`}
      </h3>
      <p role="status" data-testid="selection-status">
        {selectionText(set, selection)}
      </p>
      {phase === "done" ? null : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {shown.map((stage) => {
            const isGone = gone.includes(stage);
            const open = selection.available.includes(stage);
            const dsr = phase === "pick" && selection.dsr.includes(stage);
            const verb = VERB[phase];
            return (
              <li key={stage}>
                {open ? (
                  <fetcher.Form method="post" className="h-full">
                    <input
                      type="hidden"
                      name="intent"
                      value={phase === "pick" ? "pick" : "strike"}
                    />
                    <input type="hidden" name="matchId" value={set.id} />
                    <input type="hidden" name="stage" value={stage} />
                    {dsr ? <input type="hidden" name="gentlemans" value="true" /> : null}
                    <button
                      type="submit"
                      disabled={busy}
                      className={cn(
                        "btn-secondary h-full min-h-11 w-full flex-col",
                        dsr && "border-amber-500 dark:border-amber-500",
                      )}
                      aria-label={`${verb} ${stage}${dsr ? ` (both players agree: gentleman's clause)` : ""}`}
                    >
                      <span>{stage}</span>
                      {dsr ? (
                        <span className="text-xs font-normal text-muted">
                          {`${DSR_NAME}: both agree?`}
                        </span>
                      ) : null}
                    </button>
                  </fetcher.Form>
                ) : (
                  <span
                    className={cn(
                      "flex h-full items-center justify-center rounded-md border border-dashed border-slate-300 px-3 py-2 text-center text-sm text-muted dark:border-slate-700",
                      isGone && "line-through",
                    )}
                  >
                    {stage}
                    <span className="sr-only">
                      {selection.struck.includes(stage) ? " (struck)" : isGone ? " (banned)" : ""}
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {phase === "pick" && selection.dsr.length > 0 ? (
        <p className="text-sm text-muted">
          {`${DSR_NAME}: ${name(selection.turn)} already won on ${selection.dsr.join(", ")} in this set, so those stages need both players' agreement (the gentleman's clause).`}
        </p>
      ) : null}
    </section>
  );
}
