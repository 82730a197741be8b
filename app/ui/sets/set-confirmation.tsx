import { SetAnswerButtons } from "~/ui/sets/set-answer-buttons";

type Line = { state: "pending" | "disputed"; opponent: string; mayAnswer: boolean };

/**
 * A linked set's confirmation on its page: awaiting the opponent (who sees the Confirm and
 * Dispute buttons) or disputed by them. Nothing for sets that count or were never linked.
 */
export function SetConfirmation({
  line,
  setId,
  ended,
  label,
}: {
  line: Line | null;
  setId: number;
  ended: boolean;
  label: string;
}) {
  if (!line) return null;
  // The opponent reads the line about themselves in the second person.
  const whose = line.mayAnswer ? "your" : `${line.opponent}'s`;
  const text =
    line.state === "pending" ? `Awaiting ${whose} confirmation` : `Disputed by ${line.opponent}`;
  return (
    <section
      className="card flex flex-col gap-3"
      aria-label="Confirmation"
      data-testid="set-confirmation"
    >
      <p className="font-semibold">{text}</p>
      {line.mayAnswer ? (
        <>
          <p className="text-sm text-muted">
            {ended
              ? "Confirm the result if it is right: it then counts in both players' records."
              : "You can confirm the result once the set has ended, or dispute it now."}
          </p>
          <SetAnswerButtons setId={setId} ended={ended} label={label} />
        </>
      ) : null}
    </section>
  );
}
