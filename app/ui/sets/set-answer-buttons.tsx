import { Form } from "@remix-run/react";
import { useIsPending } from "~/ui/common/use-is-pending";

/** One answer's form: a plain POST of its intent and the set to the page it is on. */
function AnswerForm({
  intent,
  setId,
  label,
  className,
}: {
  intent: "confirm" | "dispute";
  setId: number;
  label: string;
  className: string;
}) {
  const pending = useIsPending({ intent });
  const word = intent === "confirm" ? "Confirm" : "Dispute";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="matchId" value={setId} />
      <button
        type="submit"
        className={className}
        aria-label={`${word} ${label}`}
        disabled={pending}
      >
        {word}
      </button>
    </Form>
  );
}

/**
 * The linked opponent's Confirm and Dispute buttons. Confirm waits for the set's end (a set
 * still being played can only be disputed).
 */
export function SetAnswerButtons({
  setId,
  ended,
  label,
}: {
  setId: number;
  ended: boolean;
  /** What the buttons are about, for screen readers ("Zain vs Cody"). */
  label: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {ended ? (
        <AnswerForm intent="confirm" setId={setId} label={label} className="btn-primary min-h-11" />
      ) : null}
      <AnswerForm intent="dispute" setId={setId} label={label} className="btn-secondary min-h-11" />
    </div>
  );
}
