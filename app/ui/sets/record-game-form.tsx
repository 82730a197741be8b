import { Form } from "@remix-run/react";
import { CHARACTERS, LEGAL_STAGES } from "~/data/melee";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { useIsPending } from "~/ui/common/use-is-pending";

type Player = 1 | 2;

const STOCKS = [0, 1, 2, 3, 4];

/**
 * Records the next game: characters (each name's last one preselected), stocks left and the
 * stage (the selected one preselected), all optional; the winner is the button pressed.
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
              options={CHARACTERS}
              defaultValue={characters[player]}
            />
            <OptionalSelect id={`player${player}Stocks`} label="Stocks left" options={STOCKS} />
          </fieldset>
        ))}
      </div>
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
            className="btn-primary"
            disabled={recording}
          >
            {`${name(player)} won game ${game}`}
          </button>
        ))}
      </div>
    </Form>
  );
}

/** A select whose first choice, "Not given", leaves the detail out. */
function OptionalSelect({
  id,
  name = id,
  label,
  options,
  defaultValue,
  className,
}: {
  id: string;
  name?: string;
  label: string;
  options: readonly (string | number)[];
  defaultValue?: string | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue ?? ""} className="field-input">
        <option value="">Not given</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
