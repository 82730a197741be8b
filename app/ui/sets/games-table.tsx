import type { GameView } from "~/models/set-view";
import { FitText } from "~/ui/sets/fit-text";
import { cn } from "~/utils/cn";

type Names = { player1Name: string; player2Name: string };

const stocks = (n: number | null) => (n == null ? "–" : String(n));

/** A set's games under their heading (an h2 on a page of its own, an h3 inside the tracker). */
export function GamesSection({
  set,
  games,
  level,
  className,
}: {
  set: Names;
  games: GameView[];
  level: "h2" | "h3";
  className?: string;
}) {
  const Heading = level;
  return (
    <section aria-labelledby="games-title" className={cn("flex flex-col gap-2", className)}>
      <Heading
        id="games-title"
        className={level === "h2" ? "text-xl font-bold" : "text-lg font-bold"}
      >
        Games
      </Heading>
      <GamesTable set={set} games={games} />
    </section>
  );
}

/** A set's games: stage, both characters (stocks left when known) and the winner. */
function GamesTable({ set, games }: { set: Names; games: GameView[] }) {
  if (games.length === 0) return <p className="text-muted">No games recorded yet.</p>;
  return (
    <div className="overflow-x-auto">
      {/* Fixed columns: at 375 px every column, Winner included, fits; long tags shrink. */}
      <table className="w-full table-fixed text-left text-xs sm:text-sm" data-testid="games-table">
        <caption className="sr-only">Games</caption>
        <colgroup>
          <col className="w-8" />
          <col className="w-[24%]" />
          <col />
          <col />
          <col className="w-[24%]" />
        </colgroup>
        <thead className="border-b border-slate-200 text-xs uppercase text-muted dark:border-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-2">
              <abbr title="Game" className="no-underline">
                #
              </abbr>
            </th>
            <th scope="col" className="py-2 pr-2">
              Stage
            </th>
            <th scope="col" className="py-2 pr-2">
              <FitText text={set.player1Name} className="[--fit-max:0.75rem]" />
            </th>
            <th scope="col" className="py-2 pr-2">
              <FitText text={set.player2Name} className="[--fit-max:0.75rem]" />
            </th>
            <th scope="col" className="py-2">
              Winner
            </th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr
              key={game.number}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <td className="py-2 pr-2 tabular-nums">
                {game.number}
                {game.source === "replay" ? (
                  <abbr
                    className="block text-xs text-muted no-underline"
                    title="From a Slippi replay"
                  >
                    .slp
                  </abbr>
                ) : null}
              </td>
              <td className="py-2 pr-2">{game.stage ?? "–"}</td>
              <td className="py-2 pr-2">
                {game.player1Character ?? "–"}
                <span className="block text-muted">{stocks(game.player1Stocks)}</span>
              </td>
              <td className="py-2 pr-2">
                {game.player2Character ?? "–"}
                <span className="block text-muted">{stocks(game.player2Stocks)}</span>
              </td>
              <td className="py-2 font-semibold">
                <FitText
                  text={game.winnerId === 1 ? set.player1Name : set.player2Name}
                  className="[--fit-max:0.75rem] sm:[--fit-max:0.875rem]"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-muted">Characters, and under them stocks left</p>
    </div>
  );
}
