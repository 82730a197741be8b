import { Form } from "@remix-run/react";
import { CHARACTERS, LEGAL_STAGES } from "~/data/melee";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { useIsPending } from "~/ui/common/use-is-pending";

type Player = 1 | 2;

/** The winner's stocks: the loser has none left. */
const WINNER_STOCKS = [1, 2, 3, 4];

/** Alphabetical, as a player looks for a name (the game's own order is its internal ids). */
const ALPHABETICAL = [...CHARACTERS].sort((a, b) => a.localeCompare(b));

/**
 * Records the next game: characters (each name's last one preselected, the players' last ones
 * first in the list), the winner's stocks left and the stage (the selected one preselected), all
 * optional; the winner is the button pressed.
 */
export function RecordGameForm({
  set,
  game,
  stage,
  characters,
}: {
  set: { id: number; player1Name: string; player2Name: string };
  game: number;
  stage: string | null;
  /** Each player's character to preselect. */
  characters: Record<Player, string | null>;
}) {
  const recording = useIsPending({ intent: "game" });
  const name = (player: Player) => (player === 1 ? set.player1Name : set.player2Name);
  const lastUsed = [...new Set([characters[1], characters[2]])].filter((c): c is string => !!c);
  return (
    // Keyed by game and stage: the form starts again from new defaults as the set moves on.
    <Form
      method="post"
      key={`${game}:${stage ?? ""}`}
      className="flex flex-col gap-4"
      aria-labelledby="record-title"
    >
      <h3 id="record-title" className="text-lg font-bold">
        {`Record game ${game}`}
      </h3>
      <input type="hidden" name="intent" value="game" />
      <IdempotencyKeyField form="game" />
      <input type="hidden" name="matchId" value={set.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        {([1, 2] as const).map((player) => (
          <fieldset key={player} className="flex flex-col gap-2">
            <legend className="mb-1 break-all font-semibold">{name(player)}</legend>
            <OptionalSelect
              id={`player${player}Character`}
              label="Character"
              first={lastUsed}
              options={ALPHABETICAL}
              defaultValue={characters[player]}
            />
          </fieldset>
        ))}
      </div>
      <OptionalSelect
        id="winnerStocks"
        label="Winner's stocks left"
        options={WINNER_STOCKS}
        className="max-w-xs"
      />
      <OptionalSelect
        id="gameStage"
        name="stage"
        label="Stage"
        options={LEGAL_STAGES}
        defaultValue={stage}
        className="max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        {([1, 2] as const).map((player) => (
          <button
            key={player}
            type="submit"
            name="winnerId"
            value={player}
            className="btn-primary min-h-11"
            disabled={recording}
          >
            {`${name(player)} won game ${game}`}
          </button>
        ))}
      </div>
    </Form>
  );
}

/** A select whose first choice, "Not given", leaves the detail out; `first` leads the list. */
function OptionalSelect({
  id,
  name = id,
  label,
  first = [],
  options,
  defaultValue,
  className,
}: {
  id: string;
  name?: string;
  label: string;
  first?: readonly string[];
  options: readonly (string | number)[];
  defaultValue?: string | null;
  className?: string;
}) {
  const list = (values: readonly (string | number)[]) =>
    values.map((option) => (
      <option key={option} value={option}>
        {option}
      </option>
    ));
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        className="field-input min-h-11"
      >
        <option value="">Not given</option>
        {first.length > 0 ? (
          <>
            <optgroup label="Last played">{list(first)}</optgroup>
            <optgroup label="All">
              {list(options.filter((o) => !first.includes(String(o))))}
            </optgroup>
          </>
        ) : (
          list(options)
        )}
      </select>
    </div>
  );
}
