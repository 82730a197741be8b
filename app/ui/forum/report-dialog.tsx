import { Form } from "@remix-run/react";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "~/schemas/forum-limits";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { LinkedDialog } from "~/ui/common/linked-dialog";

/** Report: a reason (spam, abuse, off-topic, other) and optional details, posted to the page. */
export function ReportDialog({
  action,
  targetType,
  targetId,
  label,
  triggerClassName = "inline-flex min-h-11 items-center text-sm font-semibold text-slate-600 hover:underline dark:text-slate-400",
}: {
  action: string;
  targetType: "post" | "comment";
  targetId: number;
  label: string;
  triggerClassName?: string;
}) {
  const name = `report-${targetType}-${targetId}`;
  return (
    <LinkedDialog
      name={name}
      title={`Report this ${targetType}`}
      triggerLabel="Report"
      triggerClassName={triggerClassName}
    >
      <Form method="post" action={action} className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="report" />
        <IdempotencyKeyField form={name} />
        <input type="hidden" name="targetType" value={targetType} />
        <input type="hidden" name="targetId" value={targetId} />
        <p className="text-sm text-slate-600 dark:text-slate-300">{label}</p>
        <fieldset className="flex flex-col gap-1">
          <legend className="field-label">Reason</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm">
              <input type="radio" name="reason" value={reason} required />
              {REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col text-sm">
          <span className="field-label">Details (optional)</span>
          <textarea
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            className="field-input"
          />
        </label>
        <button type="submit" className="btn-primary self-start">
          Send Report
        </button>
      </Form>
    </LinkedDialog>
  );
}
