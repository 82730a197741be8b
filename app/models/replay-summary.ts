import { characters, GameEndMethod, SlippiGame, stages } from "@slippi/slippi-js";
import { looksLikeReplay, replayHash } from "~/models/replay-file";

/**
 * What a set report needs from one Slippi replay (.slp), read with the official SDK. The browser
 * runs this on a chosen file (loaded on demand); without JavaScript the server runs it in a
 * worker thread. Either way the set's domain decides what the summary means for the score.
 */

export type ReplayPlayer = {
  port: number;
  character: string | null;
  name: string | null;
  connectCode: string | null;
  stocks: number | null;
  percent: number | null;
};

/** How the game ended: null when the file has no game end (cut off mid-game). */
export type EndMethod = "game" | "time" | "no-contest" | null;

export type ReplaySummary = {
  stage: string | null;
  players: ReplayPlayer[];
  /** The winner's port: the replay's own result, else (old formats) stocks, then percent. */
  winnerPort: number | null;
  endMethod: EndMethod;
  /** When the game started (the file's metadata), and a hash of the file: a set counts it once. */
  startAt: string | null;
  hash: string | null;
};

const END_METHODS: Partial<Record<number, EndMethod>> = {
  [GameEndMethod.GAME]: "game",
  // Console-era replays (before 2.0.0) only say the game was resolved: it ended normally.
  [GameEndMethod.RESOLVED]: "game",
  [GameEndMethod.TIME]: "time",
  [GameEndMethod.NO_CONTEST]: "no-contest",
};

const text = (value: string | null | undefined) => (value ? value : null);
const round = (value: number | null | undefined) =>
  value == null ? null : Math.round(value * 100) / 100;

/** Decides an old replay's game the way the game does: more stocks, then less damage. */
function leader(players: ReplayPlayer[]) {
  const ranked = players
    .filter((p) => p.stocks != null)
    .sort((a, b) => b.stocks! - a.stocks! || (a.percent ?? 0) - (b.percent ?? 0));
  const [first, second] = ranked;
  if (!first) return null;
  const tied =
    second && second.stocks === first.stocks && (second.percent ?? 0) === (first.percent ?? 0);
  return tied ? null : first.port;
}

/** The replay's summary, or null when the bytes are not a readable Slippi replay. */
export function summarizeReplay(bytes: Uint8Array): ReplaySummary | null {
  if (!looksLikeReplay(bytes)) return null;
  try {
    const game = new SlippiGame(bytes);
    const settings = game.getSettings();
    if (!settings || settings.players.length === 0) return null;
    const gameEnd = game.getGameEnd();
    const last = game.getLatestFrame();
    const players: ReplayPlayer[] = settings.players.map((p) => {
      const post = last?.players[p.playerIndex]?.post;
      return {
        port: p.port,
        character: p.characterId == null ? null : characters.getCharacterName(p.characterId),
        name: text(p.displayName) ?? text(p.nametag),
        connectCode: text(p.connectCode),
        stocks: post?.stocksRemaining ?? null,
        percent: round(post?.percent),
      };
    });
    const endMethod = gameEnd ? (END_METHODS[gameEnd.gameEndMethod ?? -1] ?? null) : null;
    const byIndex = new Map(settings.players.map((p) => [p.playerIndex, p.port]));
    const [first] = gameEnd ? game.getWinners() : [];
    const named = first ? (byIndex.get(first.playerIndex) ?? null) : null;
    const winnerPort = !gameEnd
      ? null
      : (named ?? (endMethod === "no-contest" ? null : leader(players)));
    return {
      stage: settings.stageId == null ? null : stages.getStageName(settings.stageId),
      players,
      winnerPort,
      endMethod,
      startAt: text(game.getMetadata()?.startAt),
      hash: replayHash(bytes),
    };
  } catch {
    return null;
  }
}
