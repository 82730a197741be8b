import { Form, Link } from "@remix-run/react";
import { formatTitle } from "~/schemas/set-options";
import { LocalTime } from "~/ui/common/local-time";
import { setHref, trackerHref } from "~/ui/sets/hrefs";
import { SetListItem } from "~/ui/sets/set-list-item";
import { cn } from "~/utils/cn";
import type { SetSummaryView } from "./live-set";

type RecentSet = SetSummaryView & { createdAt: Date; matchStatus: string };

/** The score tracker's 10 newest sets; delete only for the owner. */
export function RecentSets({ sets, canDelete }: { sets: RecentSet[]; canDelete: boolean }) {
  return (
    <section className="card" aria-labelledby="recent-title">
      <h2 id="recent-title" className="mb-4 text-xl font-bold">
        Recent Matches
      </h2>
      {sets.length === 0 ? (
        <div className="text-center text-slate-600 dark:text-slate-400">
          <p className="font-semibold">No matches yet</p>
          <p>Start your first match!</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {sets.map((m) => (
            <SetListItem
              key={m.id}
              testId="recent-set"
              about={
                <>
                  {formatTitle(m.targetScore)} · <LocalTime value={m.createdAt} />
                  {m.matchStatus === "ongoing" ? " · In progress" : null}
                </>
              }
              players={
                <>
                  <PlayerScore name={m.player1Name} score={m.player1Score} won={m.winnerId === 1} />
                  <span className="mx-2 text-muted">vs</span>
                  <PlayerScore name={m.player2Name} score={m.player2Score} won={m.winnerId === 2} />
                </>
              }
              actions={
                <div className="flex gap-2">
                  <Link
                    to={setHref(m.id)}
                    className="btn-secondary min-h-11 px-3 py-1 text-xs"
                    aria-label={`View set ${m.player1Name} vs ${m.player2Name}`}
                  >
                    View
                  </Link>
                  {m.matchStatus === "ongoing" ? (
                    <Link
                      to={trackerHref(m.id)}
                      className="btn-secondary min-h-11 px-3 py-1 text-xs"
                    >
                      Resume
                    </Link>
                  ) : null}
                  {canDelete ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="matchId" value={m.id} />
                      <button
                        type="submit"
                        className="btn-ghost min-h-11 px-3 py-1 text-xs text-danger"
                        aria-label={`Delete match ${m.player1Name} vs ${m.player2Name}`}
                      >
                        Delete
                      </button>
                    </Form>
                  ) : null}
                </div>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayerScore({ name, score, won }: { name: string; score: number; won: boolean }) {
  return (
    <span className={cn(won && "font-bold text-highlight")}>
      {name} {score}
      {won ? <span className="sr-only"> (winner)</span> : null}
      {won ? <span aria-hidden="true"> 🏆</span> : null}
    </span>
  );
}
