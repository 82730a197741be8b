import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { useShowToast } from "~/components/shell/toast-context";
import { FormAlert } from "~/components/ui/form-alert";
import { FormField } from "~/components/ui/form-field";
import { useIsPending } from "~/components/ui/use-is-pending";
import {
  REQUIRED_FIELDS,
  REQUIRED_FIELDS_TITLE,
  SUBMISSION_REGIONS,
  TOURNAMENT_TYPES,
  TYPE_LABELS,
  tournamentSubmissionSchema,
} from "~/schemas/tournament";

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
      <FormField field={fields.name} showError={showFieldError} label="Tournament Name">
        <input {...getInputProps(fields.name, { type: "text" })} className="field-input" />
      </FormField>
      <FormField field={fields.description} showError={showFieldError} label="Description">
        <textarea {...getTextareaProps(fields.description)} rows={4} className="field-input" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={fields.type} showError={showFieldError} label="Tournament Type">
          <select {...getSelectProps(fields.type)} className="field-input">
            {TOURNAMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.region} showError={showFieldError} label="Region">
          <select {...getSelectProps(fields.region)} className="field-input">
            {SUBMISSION_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.startDate} showError={showFieldError} label="Start Date">
          <input {...getInputProps(fields.startDate, { type: "date" })} className="field-input" />
        </FormField>
        <FormField field={fields.endDate} showError={showFieldError} label="End Date">
          <input {...getInputProps(fields.endDate, { type: "date" })} className="field-input" />
        </FormField>
      </div>
      <FormField
        field={fields.location}
        showError={showFieldError}
        label="Location"
        hint="Venue and city, or Online"
      >
        <input {...getInputProps(fields.location, { type: "text" })} className="field-input" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          field={fields.prizePool}
          showError={showFieldError}
          label="Prize Pool"
          hint="e.g. $5,000 or Pot bonus"
        >
          <input {...getInputProps(fields.prizePool, { type: "text" })} className="field-input" />
        </FormField>
        <FormField
          field={fields.registrationFee}
          showError={showFieldError}
          label="Registration Fee (USD)"
          hint="Optional"
        >
          <input
            {...getInputProps(fields.registrationFee, { type: "number" })}
            step="0.01"
            inputMode="decimal"
            className="field-input"
          />
        </FormField>
        <FormField
          field={fields.maxPlayers}
          showError={showFieldError}
          label="Max Players"
          hint="Optional"
        >
          <input
            {...getInputProps(fields.maxPlayers, { type: "number" })}
            step="1"
            inputMode="numeric"
            className="field-input"
          />
        </FormField>
      </div>
      <FormField
        field={fields.imageUrl}
        showError={showFieldError}
        label="Image URL"
        hint="Optional: an https link to a banner"
      >
        <input {...getInputProps(fields.imageUrl, { type: "url" })} className="field-input" />
      </FormField>
      <button type="submit" className="btn-primary self-start" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Tournament"}
      </button>
    </Form>
  );
}
