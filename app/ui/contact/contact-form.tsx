import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher, useLocation } from "@remix-run/react";
import { contactSchema, MESSAGE_TYPES } from "~/schemas/contact";
import { FormAlert } from "~/ui/common/form-alert";
import { useIsPending } from "~/ui/common/use-is-pending";

type ActionData = { lastResult?: SubmissionResult<string[]> };

/** The Contact Us form (signed-in users); name and email come from the account. */
export function ContactForm({
  id = "contact-form",
  lastResult,
}: {
  /** Distinct per copy: the footer dialog and the /contact page may both be on one page. */
  id?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<ActionData>();
  const sending = useIsPending({ fetcher });
  const location = useLocation();
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.lastResult ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
  });
  const errors = [
    ...(form.errors ?? []),
    ...(fields.messageType.errors ?? []),
    ...(fields.message.errors ?? []),
  ];

  return (
    <fetcher.Form
      method="post"
      action="/contact"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input
        type="hidden"
        name="redirectTo"
        value={location.pathname === "/contact" ? "/" : location.pathname + location.search}
      />
      <FormAlert title="Missing Information" messages={errors.length ? [errors[0]] : null} />
      <div>
        <label htmlFor={fields.messageType.id} className="field-label">
          Message Type
        </label>
        <select
          {...getSelectProps(fields.messageType)}
          className="field-input"
          defaultValue="general"
        >
          {MESSAGE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={fields.message.id} className="field-label">
          Message
        </label>
        <textarea {...getTextareaProps(fields.message)} rows={4} className="field-input" />
      </div>
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
