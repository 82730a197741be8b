import { Form } from "@remix-run/react";
import { useIsPending } from "~/ui/common/use-is-pending";

/**
 * The linked opponent's Confirm and Dispute buttons: plain form POSTs to the page they are on.
 * Confirm waits for the set's end (a set still being played can only be disputed).
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
  const confirming = useIsPending({ intent: "confirm" });
  const disputing = useIsPending({ intent: "dispute" });
  return (
    <div className="flex flex-wrap gap-2">
      {ended ? (
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="matchId" value={setId} />
          <button
            type="submit"
            className="btn-primary min-h-11"
            aria-label={`Confirm ${label}`}
            disabled={confirming}
          >
            Confirm
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="dispute" />
        <input type="hidden" name="matchId" value={setId} />
        <button
          type="submit"
          className="btn-secondary min-h-11"
          aria-label={`Dispute ${label}`}
          disabled={disputing}
        >
          Dispute
        </button>
      </Form>
    </div>
  );
}
