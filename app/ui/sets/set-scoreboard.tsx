import type { GameView } from "~/models/set-view";
import { currentCharacters } from "~/ui/sets/current-characters";
import { FitText } from "~/ui/sets/fit-text";
import { SetPlayerName, type SetPlayerTags } from "~/ui/sets/set-player-name";
import { cn } from "~/utils/cn";

export type ScoreboardSet = {
  player1Name: string;
  player2Name: string;
  player1Score: number;
  player2Score: number;
  winnerId: number | null;
  games: GameView[];
};

/**
 * Names, characters and the score, side by side: the public set page's head and, `large` on a
 * transparent page, the stream overlay. `tags`: names that link to player pages (never on the
 * overlay, where nobody clicks).
 */
export function SetScoreboard({
  set,
  large = false,
  tags,
}: {
  set: ScoreboardSet;
  large?: boolean;
  tags?: SetPlayerTags;
}) {
  const characters = currentCharacters(set.games);
  const sides = [
    { player: 1, name: set.player1Name, tag: tags?.player1, character: characters.player1 },
    { player: 2, name: set.player2Name, tag: tags?.player2, character: characters.player2 },
  ] as const;
  return (
    <div
      className={cn(
        "grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3",
        large && "rounded-2xl bg-slate-950/75 px-4 py-3 text-white sm:gap-6 sm:px-6 sm:py-4",
      )}
      data-testid="scoreboard"
    >
      {sides.map(({ player, name, tag, character }) => (
        <div
          key={player}
          className={cn(
            "flex min-w-0 flex-col",
            player === 1 ? "items-end text-right" : "order-3 items-start text-left",
          )}
        >
          <FitText
            text={name}
            content={<SetPlayerName name={name} tag={tag ?? null} />}
            className={cn(
              "font-extrabold leading-tight",
              large
                ? "[--fit-max:1.25rem] sm:[--fit-max:3rem]"
                : "[--fit-max:1.25rem] sm:[--fit-max:1.5rem]",
              set.winnerId === player && (large ? "text-amber-300" : "text-highlight"),
            )}
            as="p"
            testId={`player-${player}`}
          >
            {set.winnerId === player ? <span className="sr-only"> (winner)</span> : null}
          </FitText>
          <p
            className={cn(large ? "text-base font-semibold sm:text-3xl" : "text-muted")}
            data-testid={`character-${player}`}
          >
            {character ?? "\u00a0"}
          </p>
        </div>
      ))}
      <p
        className={cn(
          "order-2 whitespace-nowrap font-extrabold tabular-nums",
          large ? "text-4xl sm:text-7xl" : "text-4xl sm:text-5xl",
        )}
        data-testid="set-score"
        aria-label={`Score ${set.player1Score} to ${set.player2Score}`}
      >
        {`${set.player1Score} - ${set.player2Score}`}
      </p>
    </div>
  );
}
