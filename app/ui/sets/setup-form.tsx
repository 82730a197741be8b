import { Form } from "@remix-run/react";
import { DEFAULT_TARGET, SET_FORMATS, TARGET_SCORES } from "~/schemas/set";
import { useIsPending } from "~/ui/common/use-is-pending";

/** Score tracker setup: two names and 'First To' (points, or a best of 3 or 5), then Start Match. */
export function SetupForm({ error }: { error?: string | null }) {
  const starting = useIsPending({ intent: "start" });
  return (
    <Form method="post" className="card flex flex-col gap-4" aria-labelledby="setup-title">
      <h2 id="setup-title" className="text-xl font-bold">
        New Match
      </h2>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="start" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="player1Name" className="field-label">
            Player 1 name
          </label>
          <input id="player1Name" name="player1Name" maxLength={40} className="field-input" />
        </div>
        <div>
          <label htmlFor="player2Name" className="field-label">
            Player 2 name
          </label>
          <input id="player2Name" name="player2Name" maxLength={40} className="field-input" />
        </div>
      </div>
      <div className="max-w-40">
        <label htmlFor="targetScore" className="field-label">
          First To
        </label>
        <select
          id="targetScore"
          name="targetScore"
          defaultValue={DEFAULT_TARGET}
          className="field-input"
        >
          <optgroup label="Points">
            {TARGET_SCORES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </optgroup>
          <optgroup label="Sets (games)">
            {SET_FORMATS.map(({ targetScore, label }) => (
              <option key={targetScore} value={targetScore}>
                {`${targetScore} games (${label})`}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <p className="text-sm text-muted">
        Player 1 strikes the first stage: settle who that is before you start (rock-paper-scissors
        works).
      </p>
      <button type="submit" className="btn-primary self-start" disabled={starting}>
        {starting ? "Starting..." : "Start Match"}
      </button>
    </Form>
  );
}
