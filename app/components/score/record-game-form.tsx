import { Form } from "@remix-run/react";
import { useIsPending } from "~/components/ui/use-is-pending";
import { CHARACTERS, LEGAL_STAGES } from "~/models/melee";

type Player = 1 | 2;

const STOCKS = [0, 1, 2, 3, 4];

/**
 * Records the next game: characters (each name's last one preselected), stocks left and the
 * stage (the selected one preselected), all optional; the winner is the button pressed.
 */
export function RecordGameForm({
  match,
  game,
  stage,
  characters,
}: {
  match: { id: number; player1Name: string; player2Name: string };
  game: number;
  stage: string | null;
  /** Each player's character to preselect. */
  characters: Record<Player, string | null>;
}) {
  const recording = useIsPending({ intent: "game" });
  const name = (player: Player) => (player === 1 ? match.player1Name : match.player2Name);
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
      <input type="hidden" name="matchId" value={match.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        {([1, 2] as const).map((player) => (
          <fieldset key={player} className="flex flex-col gap-2">
            <legend className="mb-1 break-all font-semibold">{name(player)}</legend>
            <div>
              <label htmlFor={`player${player}Character`} className="field-label">
                Character
              </label>
              <select
                id={`player${player}Character`}
                name={`player${player}Character`}
                defaultValue={characters[player] ?? ""}
                className="field-input"
              >
                <option value="">Not given</option>
                {CHARACTERS.map((character) => (
                  <option key={character} value={character}>
                    {character}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`player${player}Stocks`} className="field-label">
                Stocks left
              </label>
              <select
                id={`player${player}Stocks`}
                name={`player${player}Stocks`}
                defaultValue=""
                className="field-input"
              >
                <option value="">Not given</option>
                {STOCKS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="max-w-xs">
        <label htmlFor="gameStage" className="field-label">
          Stage
        </label>
        <select id="gameStage" name="stage" defaultValue={stage ?? ""} className="field-input">
          <option value="">Not given</option>
          {LEGAL_STAGES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
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
