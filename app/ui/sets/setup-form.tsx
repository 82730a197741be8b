import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { MISSING_PLAYERS_TITLE, SET_FORMATS, TARGET_SCORES } from "~/schemas/set-options";
import { FormAlert } from "~/ui/common/form-alert";
import { TextField } from "~/ui/common/text-field";
import { useClientValidation } from "~/ui/common/use-client-validation";
import { useIsPending } from "~/ui/common/use-is-pending";
import { useTagSuggestions } from "~/ui/sets/use-tag-suggestions";

/** The form starts a best of 3: the set a venue plays most (the API's default stays 5 points). */
const FORM_TARGET = SET_FORMATS[0].targetScore;

/**
 * Score tracker setup in three taps: player 2's name (player 1 is the signed-in player), a
 * format (best of 3 chosen, best of 5 next, then the point targets), Start Match. Blank names are
 * told in the form with JavaScript (nothing is sent); without it, by the server's toast.
 * The players' accounts are optional tags (player 1's prefilled with the signed-in player's):
 * linking both asks the opponent to confirm the set, so that it counts in their records.
 */
export function SetupForm({ player1 }: { player1: string }) {
  const starting = useIsPending({ intent: "start" });
  const [form, fields] = useForm({
    id: "setup",
    defaultValue: { player1Name: player1, player1Tag: player1, targetScore: String(FORM_TARGET) },
    ...useClientValidation(() => import("~/schemas/set").then((m) => m.startSetSchema)),
  });
  const errors = [...(fields.player1Name.errors ?? []), ...(fields.player2Name.errors ?? [])];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="card flex flex-col gap-4"
      aria-labelledby="setup-title"
    >
      <h2 id="setup-title" className="text-xl font-bold">
        New Match
      </h2>
      <FormAlert title={MISSING_PLAYERS_TITLE} messages={errors.length ? [errors[0]] : null} />
      <input type="hidden" name="intent" value="start" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.player1Name}
          label="Player 1 name"
          maxLength={40}
          showError={false}
        />
        <TextField
          meta={fields.player2Name}
          label="Player 2 name"
          maxLength={40}
          showError={false}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-muted">
          Link the players&apos; accounts so the set counts in their records (your opponent confirms
          it). Leave a tag empty for a player without an account.
        </legend>
        <TagField meta={fields.player1Tag} label="Player 1 account (tag)" />
        <TagField meta={fields.player2Tag} label="Player 2 account (tag)" />
      </fieldset>
      <div className="max-w-56">
        <label htmlFor={fields.targetScore.id} className="field-label">
          First To
        </label>
        <select
          id={fields.targetScore.id}
          name={fields.targetScore.name}
          defaultValue={FORM_TARGET}
          className="field-input min-h-11"
        >
          <optgroup label="Sets (games)">
            {SET_FORMATS.map(({ targetScore, label }) => (
              <option key={targetScore} value={targetScore}>
                {`${targetScore} games (${label})`}
              </option>
            ))}
          </optgroup>
          <optgroup label="Points">
            {TARGET_SCORES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <p className="text-sm text-muted">
        Player 1 strikes the first stage: settle who that is before you start (rock-paper-scissors
        works).
      </p>
      <button type="submit" className="btn-primary min-h-11 self-start" disabled={starting}>
        {starting ? "Starting..." : "Start Match"}
      </button>
    </Form>
  );
}

/** A player's tag, with the tags of players who match it suggested (with JavaScript). */
function TagField({
  meta,
  label,
}: {
  meta: Parameters<typeof TextField>[0]["meta"];
  label: string;
}) {
  const [typed, setTyped] = useState("");
  const tags = useTagSuggestions(typed);
  const listId = `${meta.id}-tags`;
  return (
    <>
      <TextField
        meta={meta}
        label={label}
        maxLength={40}
        autoComplete="off"
        list={listId}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <datalist id={listId}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
    </>
  );
}
