import { Form, Link, useFetcher } from "@remix-run/react";
import { useIsPending } from "~/components/ui/use-is-pending";
import { cn } from "~/utils/cn";

export type LiveMatchView = {
  id: number;
  player1Name: string;
  player2Name: string;
  player1Score: number;
  player2Score: number;
  targetScore: number;
  winnerId: number | null;
  winnerName: string | null;
};

/**
 * The live view. Each Award Point is a form; with JavaScript it posts through a fetcher and the
 * score moves at once (the server's answer, revalidated, has the final word).
 */
export function LiveMatch({ match }: { match: LiveMatchView }) {
  const fetcher = useFetcher();
  const pending = useIsPending({ fetcher }) ? Number(fetcher.formData?.get("playerId")) : null;
  const ended = match.winnerId != null;
  const score = (player: 1 | 2) =>
    (player === 1 ? match.player1Score : match.player2Score) + (pending === player ? 1 : 0);

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
        <h2 id="live-title" className="text-xl font-bold">
          {`First to ${match.targetScore}`}
        </h2>
      </div>

      {ended ? (
        <div
          role="status"
          className="rounded-xl bg-gradient-to-r from-amber-400 to-orange-500 p-4 text-center text-slate-950"
        >
          <p className="text-2xl font-extrabold">{`${match.winnerName} Wins!`}</p>
          <p className="font-semibold">
            {`Final Score: ${match.player1Score} - ${match.player2Score}`}
          </p>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-4">
        {([1, 2] as const).map((player) => {
          const name = player === 1 ? match.player1Name : match.player2Name;
          const won = match.winnerId === player;
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
              <p className="break-all text-lg font-semibold">{name}</p>
              <p
                className="text-6xl font-extrabold tabular-nums"
                aria-label={`${name}: ${score(player)}`}
                data-testid={`score-${player}`}
              >
                {score(player)}
              </p>
              {ended ? null : (
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="award" />
                  <input type="hidden" name="matchId" value={match.id} />
                  <input type="hidden" name="playerId" value={player} />
                  <button
                    type="submit"
                    className="btn-primary"
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

      <div className="flex flex-wrap gap-3">
        {ended ? (
          <Form method="post">
            <input type="hidden" name="intent" value="runback" />
            <input type="hidden" name="matchId" value={match.id} />
            <button type="submit" className="btn-primary">
              Salty Runback
            </button>
          </Form>
        ) : null}
        <Link to="/score-tracker" className="btn-secondary">
          GG&apos;s - Reset
        </Link>
      </div>
    </section>
  );
}
