import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useShowToast } from "~/components/shell/toast-context";
import { FormAlert } from "~/components/ui/form-alert";
import {
  REQUIRED_FIELDS,
  REQUIRED_FIELDS_TITLE,
  SUBMISSION_REGIONS,
  TOURNAMENT_TYPES,
  TYPE_LABELS,
  tournamentSubmissionSchema,
} from "~/schemas/tournament";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of this form
type Field = FieldMetadata<any, any, string[]>;

function Labelled({
  field,
  label,
  hint,
  children,
}: {
  field: Field;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      {field.errors && field.errors[0] !== REQUIRED_FIELDS ? (
        <p className="field-error" id={field.errorId}>
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** Spec 2 §2.3: the Tournament Information form, a plain POST enhanced by Conform. */
export function SubmissionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
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

  // With JavaScript the spec's toast says so too; without it the alert above the form does.
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

  const submitting = navigation.state !== "idle" && navigation.formAction === "/submit-tournament";
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
      <FormAlert title="Submission Failed" messages={form.errors} />
      <Labelled field={fields.name} label="Tournament Name">
        <input {...getInputProps(fields.name, { type: "text" })} className="field-input" />
      </Labelled>
      <Labelled field={fields.description} label="Description">
        <textarea {...getTextareaProps(fields.description)} rows={4} className="field-input" />
      </Labelled>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.type} label="Tournament Type">
          <select {...getSelectProps(fields.type)} className="field-input">
            {TOURNAMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled field={fields.region} label="Region">
          <select {...getSelectProps(fields.region)} className="field-input">
            {SUBMISSION_REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled field={fields.startDate} label="Start Date">
          <input {...getInputProps(fields.startDate, { type: "date" })} className="field-input" />
        </Labelled>
        <Labelled field={fields.endDate} label="End Date">
          <input {...getInputProps(fields.endDate, { type: "date" })} className="field-input" />
        </Labelled>
      </div>
      <Labelled field={fields.location} label="Location" hint="Venue and city, or Online">
        <input {...getInputProps(fields.location, { type: "text" })} className="field-input" />
      </Labelled>
      <div className="grid gap-4 sm:grid-cols-3">
        <Labelled field={fields.prizePool} label="Prize Pool" hint="e.g. $5,000 or Pot bonus">
          <input {...getInputProps(fields.prizePool, { type: "text" })} className="field-input" />
        </Labelled>
        <Labelled field={fields.registrationFee} label="Registration Fee (USD)" hint="Optional">
          <input
            {...getInputProps(fields.registrationFee, { type: "number" })}
            step="0.01"
            inputMode="decimal"
            className="field-input"
          />
        </Labelled>
        <Labelled field={fields.maxPlayers} label="Max Players" hint="Optional">
          <input
            {...getInputProps(fields.maxPlayers, { type: "number" })}
            step="1"
            inputMode="numeric"
            className="field-input"
          />
        </Labelled>
      </div>
      <Labelled
        field={fields.imageUrl}
        label="Image URL"
        hint="Optional: an https link to a banner"
      >
        <input {...getInputProps(fields.imageUrl, { type: "url" })} className="field-input" />
      </Labelled>
      <button type="submit" className="btn-primary self-start" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Tournament"}
      </button>
    </Form>
  );
}
