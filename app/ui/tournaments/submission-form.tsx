import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import {
  REQUIRED_FIELDS,
  REQUIRED_FIELDS_TITLE,
  SUBMISSION_REGIONS,
  TOURNAMENT_TYPES,
  TYPE_LABELS,
  tournamentSubmissionSchema,
} from "~/schemas/tournament";
import { FormAlert } from "~/ui/common/form-alert";
import { FormField } from "~/ui/common/form-field";
import { SelectField } from "~/ui/common/select-field";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";
import { useShowToast } from "~/ui/shell/toast-context";

// The missing-fields message shows once, in the alert above the form.
const showFieldError = (error: string) => error !== REQUIRED_FIELDS;

/** The Tournament Information form, a plain POST enhanced by Conform. */
export function SubmissionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const showToast = useShowToast();
  const [form, fields] = useForm({
    id: "submit-tournament",
    lastResult,
    constraint: getZodConstraint(tournamentSubmissionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tournamentSubmissionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { type: "LOCAL", region: "North America" },
  });
  const allErrors = Object.values(form.allErrors).flat();
  const missingRequired = allErrors.includes(REQUIRED_FIELDS);

  // With JavaScript a toast says so too; without it the alert above the form does.
  useEffect(() => {
    if (form.status === "error" && missingRequired) {
      showToast({
        title: REQUIRED_FIELDS_TITLE,
        description: REQUIRED_FIELDS,
        type: "destructive",
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed submit
  }, [form.status, lastResult]);

  const submitting = useIsPending({ formAction: "/submit-tournament" });
  return (
    <Form
      method="post"
      action="/submit-tournament"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <FormAlert
        title={REQUIRED_FIELDS_TITLE}
        messages={missingRequired ? [REQUIRED_FIELDS] : null}
      />
      <TextField meta={fields.name} showError={showFieldError} label="Tournament Name" />
      <FormField field={fields.description} showError={showFieldError} label="Description">
        <textarea {...getTextareaProps(fields.description)} rows={4} className="field-input" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={fields.type}
          showError={showFieldError}
          label="Tournament Type"
          options={TOURNAMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        />
        <SelectField
          meta={fields.region}
          showError={showFieldError}
          label="Region"
          options={SUBMISSION_REGIONS}
        />
        <TextField
          meta={fields.startDate}
          type="date"
          showError={showFieldError}
          label="Start Date"
        />
        <TextField meta={fields.endDate} type="date" showError={showFieldError} label="End Date" />
      </div>
      <TextField
        meta={fields.location}
        showError={showFieldError}
        label="Location"
        hint="Venue and city, or Online"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          meta={fields.prizePool}
          showError={showFieldError}
          label="Prize Pool"
          hint="e.g. $5,000 or Pot bonus"
        />
        <TextField
          meta={fields.registrationFee}
          type="number"
          showError={showFieldError}
          label="Registration Fee (USD)"
          hint="Optional"
          step="0.01"
          inputMode="decimal"
        />
        <TextField
          meta={fields.maxPlayers}
          type="number"
          showError={showFieldError}
          label="Max Players"
          hint="Optional"
          step="1"
          inputMode="numeric"
        />
      </div>
      <TextField
        meta={fields.imageUrl}
        type="url"
        showError={showFieldError}
        label="Image URL"
        hint="Optional: an https link to a banner"
      />
      <button type="submit" className="btn-primary self-start" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Tournament"}
      </button>
    </Form>
  );
}
