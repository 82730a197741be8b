import { z } from "zod";
import { findCharacter, findStage } from "~/data/melee";
import {
  DEFAULT_TARGET,
  isSetFormat,
  MISSING_PLAYERS,
  NOT_A_REPLAY,
  TARGET_SCORES,
} from "~/schemas/set-options";
import { idSchema } from "~/utils/id";

// The plain values (formats, titles, the setup form's messages) live in a module without zod,
// for the pages that show them before their forms' validation is loaded.
export * from "~/schemas/set-options";

const playerName = z
  .string({ required_error: MISSING_PLAYERS, invalid_type_error: MISSING_PLAYERS })
  .trim()
  .min(1, MISSING_PLAYERS)
  .max(40, "Player names must be at most 40 characters");

const targetScore = z.coerce
  .number({ invalid_type_error: "First To must be a number" })
  .refine(
    (n) => TARGET_SCORES.includes(n) || isSetFormat(n),
    "First To must be 2 or 3 games (best of 3 or 5), or a multiple of 5 from 5 to 100",
  );

/** A blank form field is an absent one. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const linkedTag = optional(
  z
    .string({ invalid_type_error: "A player's tag must be text" })
    .trim()
    .max(40, "A player's tag must be at most 40 characters"),
);
const linkedId = optional(
  z
    .string({ invalid_type_error: "A player's account id must be text" })
    .max(40, "A player's account id must be at most 40 characters"),
);

/**
 * POST /api/score-tracker/start and the setup form. Either player may be linked to an account
 * by id or tag; a linked player's name defaults to their tag, any other player needs a name.
 */
export const startSetSchema = z
  .object({
    player1Name: optional(playerName),
    player2Name: optional(playerName),
    targetScore: targetScore.default(DEFAULT_TARGET),
    player1UserId: linkedId,
    player2UserId: linkedId,
    player1Tag: linkedTag,
    player2Tag: linkedTag,
  })
  .superRefine((input, ctx) => {
    for (const side of [1, 2] as const) {
      const named = input[`player${side}Name`] ?? input[`player${side}Tag`];
      if (!named && !input[`player${side}UserId`]) {
        ctx.addIssue({ code: "custom", message: MISSING_PLAYERS, path: [`player${side}Name`] });
      }
    }
  });
export type StartSetInput = z.output<typeof startSetSchema>;

/** A set's id (`matchId` in the spec's bodies, `match` in the score tracker's address). */
export const setIdSchema = idSchema("Unknown match");

/** POST /api/score-tracker/award-point. */
export const awardPointSchema = z.object({
  matchId: setIdSchema,
  playerId: z.coerce
    .number({ invalid_type_error: "playerId must be 1 or 2" })
    .refine((n) => n === 1 || n === 2, "playerId must be 1 or 2")
    .transform((n) => n as 1 | 2),
});

/** Said of any file or summary that is not a readable Slippi replay. */
export const UNKNOWN_STAGE = "Unknown stage: choose one of the six legal stages";
export const PORTS_RANGE = "player1Port must be a port from 1 to 4";

const stage = z
  .string({ required_error: UNKNOWN_STAGE, invalid_type_error: UNKNOWN_STAGE })
  .transform(
    (name, ctx) =>
      findStage(name) ?? (ctx.addIssue({ code: "custom", message: UNKNOWN_STAGE }), z.NEVER),
  );

const character = z
  .string({ invalid_type_error: "Unknown character" })
  .transform(
    (name, ctx) =>
      findCharacter(name) ??
      (ctx.addIssue({ code: "custom", message: `Unknown character: ${name}` }), z.NEVER),
  );

const stockCount = (message: string, least = 0) =>
  z.coerce.number({ invalid_type_error: message }).int(message).min(least, message).max(4, message);
const stocks = (player: 1 | 2) => stockCount(`player${player}Stocks must be 0 to 4`);

export const winnerIdSchema = z.coerce
  .number({ invalid_type_error: "winnerId must be 1 or 2" })
  .refine((n) => n === 1 || n === 2, "winnerId must be 1 or 2")
  .transform((n) => n as 1 | 2);

/** A checkbox or a JSON true: both players agree (the gentleman's clause). */
const agreed = z
  .union([z.boolean(), z.literal("true"), z.literal("on")])
  .optional()
  .transform((value) => value === true || value === "true" || value === "on");

/** POST .../strikes: a stage struck (game 1) or banned (later games). */
export const strikeSchema = z.object({ stage });

/** POST .../pick. */
export const pickSchema = z.object({ stage, gentlemans: agreed });

/** POST .../games (JSON or form): the winner, and whatever else the players tell. */
export const WINNER_STOCKS = "The winner has at least one stock left";
export const LOSER_STOCKS = "The loser has no stocks left";

/** A game's fields as the players report it (POST .../games, JSON or form). */
export const gameFields = z.object({
  winnerId: winnerIdSchema,
  stage: optional(stage),
  player1Character: optional(character),
  player2Character: optional(character),
  player1Stocks: optional(stocks(1)),
  player2Stocks: optional(stocks(2)),
  /** The page asks only the winner's stocks: the loser's are then 0. */
  winnerStocks: optional(stockCount(WINNER_STOCKS, 1)),
});

/** The stocks given make sense: the winner has one at least, the loser none. */
export function checkedStocks<Game extends z.output<typeof gameFields>>(
  { winnerStocks, ...game }: Game,
  ctx: z.RefinementCtx,
) {
  const { player1Stocks: one, player2Stocks: two } = game;
  const [won, lost] =
    winnerStocks !== undefined ? [winnerStocks, 0] : game.winnerId === 1 ? [one, two] : [two, one];
  if (won === 0) ctx.addIssue({ code: "custom", message: WINNER_STOCKS });
  if (lost) ctx.addIssue({ code: "custom", message: LOSER_STOCKS });
  const [player1Stocks, player2Stocks] = game.winnerId === 1 ? [won, lost] : [lost, won];
  return { ...game, player1Stocks, player2Stocks };
}

export const recordGameSchema = gameFields.transform(checkedStocks);
/** A game as the domain records it (stocks already checked). */
export type RecordGameInput = Omit<z.output<typeof gameFields>, "winnerStocks">;

const port = z.coerce
  .number({ invalid_type_error: PORTS_RANGE })
  .int(PORTS_RANGE)
  .min(1, PORTS_RANGE)
  .max(4, PORTS_RANGE);

/** What the players add to a replay: who player 1 was, and the winner when the file cannot say. */
export const replayChoicesSchema = z.object({
  player1Port: optional(port),
  winnerId: optional(winnerIdSchema),
  /** Both players confirm the game was played on the replay's stage (not the selected one). */
  confirmStage: agreed,
  /** Both players confirm the characters changed since the set's previous game. */
  confirmCharacters: agreed,
});
export type ReplayChoices = Partial<z.output<typeof replayChoicesSchema>>;

const shortText = z.string().max(64).nullable();

/** A replay's summary as the browser read it (the same shape the server's reading gives). */
export const replaySummarySchema = z.object(
  {
    stage: shortText,
    players: z
      .array(
        z.object({
          port,
          character: shortText,
          name: shortText,
          connectCode: shortText,
          stocks: z.number().int().min(0).max(99).nullable(),
          percent: z.number().min(0).max(1000).nullable(),
        }),
      )
      .min(1, NOT_A_REPLAY)
      .max(4, NOT_A_REPLAY),
    winnerPort: port.nullable(),
    endMethod: z.enum(["game", "time", "no-contest"]).nullable(),
    startAt: shortText.optional().default(null),
    hash: shortText.optional().default(null),
  },
  { invalid_type_error: NOT_A_REPLAY, required_error: NOT_A_REPLAY },
);

/** The page's form: the summary as JSON text, with the players' choices. */
export const replaySummaryFormSchema = replayChoicesSchema.extend({
  summary: z
    .string({ required_error: NOT_A_REPLAY })
    .max(4096, NOT_A_REPLAY)
    .transform((text, ctx) => {
      try {
        return replaySummarySchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: NOT_A_REPLAY });
        return z.NEVER;
      }
    }),
});
