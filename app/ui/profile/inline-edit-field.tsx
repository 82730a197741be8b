import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ZodTypeAny } from "zod";
import { usePendingFormData } from "~/ui/common/use-is-pending";
import { ProfileFormAlert, type ProfileFormResult } from "~/ui/profile/form-result";
import { SaveCancel } from "~/ui/profile/save-cancel";

type Props = {
  /** Also the field's name: "email" or "slippiCode". */
  intent: "email" | "slippiCode";
  label: string;
  schema: ZodTypeAny;
  /** The stored value, prefilled when editing. */
  value: string;
  /** How the value reads when not editing. */
  shown: ReactNode;
  /** Extra controls beside the value (a Copy button). */
  extra?: ReactNode;
  inputType?: "text" | "email";
  placeholder?: string;
  autoComplete?: string;
  /** ?edit=<intent>: the edit form is a URL, so it works without JavaScript. */
  editing: boolean;
  result?: ProfileFormResult;
};

/** One profile value with an inline edit form (a <dt>/<dd> pair inside a <dl>). */
export function InlineEditField({
  intent,
  label,
  schema,
  value,
  shown,
  extra,
  inputType = "text",
  placeholder,
  autoComplete,
  editing,
  result,
}: Props) {
  const pendingForm = usePendingFormData({ intent });
  const busy = pendingForm !== null;
  const [form, fields] = useForm({
    id: `${intent}-form`,
    lastResult: result?.lastResult,
    defaultValue: { [intent]: value },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  const field = fields[intent];
  // Optimistic: while a valid value is being saved, show it in place of the form.
  const pendingRaw = pendingForm?.get(intent);
  const pending =
    typeof pendingRaw === "string" && schema.safeParse({ [intent]: pendingRaw }).success
      ? pendingRaw.trim()
      : null;

  return (
    <div className="py-3">
      <dt className="field-label text-slate-600 dark:text-slate-400">
        {editing ? <label htmlFor={field.id}>{label}</label> : label}
      </dt>
      <dd>
        {pending !== null ? (
          <div className="flex flex-wrap items-center gap-2" aria-busy="true">
            <span className="font-medium opacity-70">{pending}</span>
            <span className="text-sm text-muted">Saving...</span>
          </div>
        ) : editing ? (
          <Form
            method="post"
            action={`/profile?edit=${intent}`}
            preventScrollReset
            {...getFormProps(form)}
            noValidate
            className="flex flex-col gap-2"
          >
            <input type="hidden" name="intent" value={intent} />
            <input
              {...getInputProps(field, { type: inputType })}
              placeholder={placeholder}
              autoComplete={autoComplete}
              className="field-input"
            />
            <ProfileFormAlert
              errors={[field.errors, form.errors]}
              fallbackTitle={result?.errorTitle ?? "Update Failed"}
            />
            <SaveCancel busy={busy} />
          </Form>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {shown}
            {extra}
            <Link to={`/profile?edit=${intent}`} preventScrollReset className="btn-ghost px-3 py-1">
              Edit<span className="sr-only"> {label}</span>
            </Link>
          </div>
        )}
      </dd>
    </div>
  );
}
