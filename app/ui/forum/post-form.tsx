import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CATEGORY_LABELS, type ForumCategory } from "~/schemas/forum-categories";
import { CONTENT_MAX, TITLE_MAX } from "~/schemas/forum-limits";
import { FormField } from "~/ui/common/form-field";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { SelectField } from "~/ui/common/select-field";
import { TextField } from "~/ui/common/text-field";
import { useClientValidation } from "~/ui/common/use-client-validation";
import { useIsPending } from "~/ui/common/use-is-pending";
import { MarkdownHint, PreviewButton, PreviewPane } from "./markdown-body";

type PostFields = { title: string; category: string; content: string };

type Props = {
  id: string;
  action: string;
  /** The hidden intent field, for routes with several forms. */
  intent?: string;
  categories: readonly ForumCategory[];
  defaultValue?: PostFields;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  pendingLabel: string;
  /** What the Preview button brought back. */
  preview?: string;
};

/** Title, category and content: the create page and the Edit Post dialog. A plain POST first. */
export function PostForm({
  id,
  action,
  intent,
  categories,
  defaultValue,
  lastResult,
  submitLabel,
  pendingLabel,
  preview,
}: Props) {
  const [form, fields] = useForm<PostFields>({
    id,
    lastResult,
    defaultValue,
    ...useClientValidation(
      () => import("~/schemas/forum").then((m) => m.postInputSchema),
      "onInput",
    ),
  });
  const pending = useIsPending({ formAction: action, intent });

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-4">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {/* Read by a new post (sent once per key); an edit sent twice changes nothing anyway. */}
      <IdempotencyKeyField form={id} />
      {form.errors ? (
        <p role="alert" className="field-error">
          {form.errors[0]}
        </p>
      ) : null}
      <TextField meta={fields.title} label="Title" maxLength={TITLE_MAX} />
      <SelectField
        meta={fields.category}
        label="Category"
        options={[
          { value: "", label: "Select a category" },
          ...categories.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
        ]}
      />
      <FormField field={fields.content} label="Content">
        <textarea
          {...getTextareaProps(fields.content)}
          rows={8}
          maxLength={CONTENT_MAX}
          className="field-input"
        />
      </FormField>
      <MarkdownHint />
      <PreviewPane html={preview} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <PreviewButton />
      </div>
    </Form>
  );
}
