import { z } from "zod";
import { idSchema } from "~/utils/id";

export const MISSING_PLAYERS_TITLE = "Missing Players";
export const MISSING_PLAYERS = "Please enter names for both players";

/** 'First To' options: multiples of 5 from 5 to 100. */
export const TARGET_SCORES = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);
export const DEFAULT_TARGET = 5;
/** The set formats, by games to win: best of 3 and best of 5. */
export const SET_FORMATS = [
  { targetScore: 2, label: "Best of 3" },
  { targetScore: 3, label: "Best of 5" },
] as const;
const SET_TARGETS: number[] = SET_FORMATS.map((format) => format.targetScore);

/** "First to 5", or "Best of 3 (first to 2)" for a set format. */
export function formatTitle(targetScore: number) {
  const label = SET_FORMATS.find((format) => format.targetScore === targetScore)?.label;
  return label ? `${label} (first to ${targetScore})` : `First to ${targetScore}`;
}

const playerName = z
  .string({ required_error: MISSING_PLAYERS, invalid_type_error: MISSING_PLAYERS })
  .trim()
  .min(1, MISSING_PLAYERS)
  .max(40, "Player names must be at most 40 characters");

const targetScore = z.coerce
  .number({ invalid_type_error: "First To must be a number" })
  .refine(
    (n) => TARGET_SCORES.includes(n) || SET_TARGETS.includes(n),
    "First To must be 2 or 3 games (best of 3 or 5), or a multiple of 5 from 5 to 100",
  );

/** POST /api/score-tracker/start and the setup form. */
export const startMatchSchema = z.object({
  player1Name: playerName,
  player2Name: playerName,
  targetScore: targetScore.default(DEFAULT_TARGET),
});
export type StartMatchInput = z.output<typeof startMatchSchema>;

export const matchIdSchema = idSchema("Unknown match");

/** POST /api/score-tracker/award-point. */
export const awardPointSchema = z.object({
  matchId: matchIdSchema,
  playerId: z.coerce
    .number({ invalid_type_error: "playerId must be 1 or 2" })
    .refine((n) => n === 1 || n === 2, "playerId must be 1 or 2")
    .transform((n) => n as 1 | 2),
});
