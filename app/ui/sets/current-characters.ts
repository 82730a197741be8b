import type { GameView } from "~/models/set-view";

/** Each player's character in the latest game that names one (what the set page shows). */
export function currentCharacters(games: GameView[]) {
  const latest = (key: "player1Character" | "player2Character") =>
    [...games].reverse().find((game) => game[key])?.[key] ?? null;
  return { player1: latest("player1Character"), player2: latest("player2Character") };
}
