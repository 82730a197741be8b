import { currentCharacters } from "~/components/score/games-table";
import type { SetGameView } from "~/models/set-view";
import { cn } from "~/utils/cn";

export type ScoreboardSet = {
  player1Name: string;
  player2Name: string;
  player1Score: number;
  player2Score: number;
  winnerId: number | null;
  games: SetGameView[];
};

/**
 * Names, characters and the score, side by side: the public set page's head and, `large` on a
 * transparent page, the stream overlay.
 */
export function SetScoreboard({ set, large = false }: { set: ScoreboardSet; large?: boolean }) {
  const characters = currentCharacters(set.games);
  const sides = [
    { player: 1, name: set.player1Name, character: characters.player1 },
    { player: 2, name: set.player2Name, character: characters.player2 },
  ] as const;
  return (
    <div
      className={cn(
        "grid grid-cols-[1fr_auto_1fr] items-center gap-3",
        large && "gap-6 rounded-2xl bg-slate-950/75 px-6 py-4 text-white",
      )}
      data-testid="scoreboard"
    >
      {sides.map(({ player, name, character }) => (
        <div
          key={player}
          className={cn(
            "flex min-w-0 flex-col",
            player === 1 ? "items-end text-right" : "order-3 items-start text-left",
          )}
        >
          <p
            className={cn(
              "break-all font-extrabold",
              large ? "text-5xl" : "text-2xl",
              set.winnerId === player && (large ? "text-amber-300" : "text-highlight"),
            )}
            data-testid={`player-${player}`}
          >
            {name}
            {set.winnerId === player ? <span className="sr-only"> (winner)</span> : null}
          </p>
          <p
            className={cn(large ? "text-3xl font-semibold" : "text-muted")}
            data-testid={`character-${player}`}
          >
            {character ?? "\u00a0"}
          </p>
        </div>
      ))}
      <p
        className={cn("order-2 font-extrabold tabular-nums", large ? "text-7xl" : "text-5xl")}
        data-testid="set-score"
        aria-label={`Score ${set.player1Score} to ${set.player2Score}`}
      >
        {`${set.player1Score} - ${set.player2Score}`}
      </p>
    </div>
  );
}
