import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useEffect } from "react";
import {
  CATEGORY_LABELS,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_VERSION_LENGTH,
  UPDATE_CATEGORIES,
} from "~/schemas/update-options";
import { FormAlert } from "~/ui/common/form-alert";
import { FormField } from "~/ui/common/form-field";
import { SelectField } from "~/ui/common/select-field";
import { TextField } from "~/ui/common/text-field";
import { useClientValidation } from "~/ui/common/use-client-validation";
import { useIsPending } from "~/ui/common/use-is-pending";
import { useShowToast } from "~/ui/shell/toast-context";
import type { UpdateView } from "~/ui/updates/types";

type Props = {
  /** Where the form posts: the page's own URL, so a re-render after an error keeps its state. */
  action: string;
  lastResult?: SubmissionResult<string[]>;
  /** page: where to land after saving or deleting (the page the admin was on). */
  page: number;
} & (
  | { mode: "create" }
  | {
      mode: "edit";
      update: Pick<UpdateView, "id" | "version" | "category" | "title" | "description">;
      cancelHref: string;
    }
);

/**
 * The release update form: Create New Update, or the inline edit of one update. A plain POST
 * with a hidden intent; with JavaScript Conform checks it first with the server's schema.
 */
export function UpdateForm(props: Props) {
  const editing = props.mode === "edit" ? props.update : null;
  const failureTitle = editing ? "Failed to save update" : "Failed to create update";
  const showToast = useShowToast();
  const [form, fields] = useForm({
    id: editing ? `edit-update-${editing.id}` : "create-update",
    lastResult: props.lastResult,
    ...useClientValidation(
      () => import("~/schemas/update").then((m) => m.releaseUpdateSchema),
      "onInput",
    ),
    defaultValue: editing
      ? {
          version: editing.version,
          category: editing.category,
          title: editing.title,
          description: editing.description,
        }
      : { category: "feature" },
  });
  const firstError = Object.values(form.allErrors).flat()[0];

  // With JavaScript a toast says it too; without it the alert in the form does.
  useEffect(() => {
    if (form.status === "error" && firstError) {
      showToast({ title: failureTitle, description: firstError, type: "destructive" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed submit
  }, [form.status, props.lastResult]);

  const submitting = useIsPending({
    intent: editing ? "update" : "create",
    state: "submitting",
  });
  const hintId = `${fields.description.id}-hint`;

  return (
    <Form
      method="post"
      action={props.action}
      preventScrollReset
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      aria-label={editing ? `Edit update ${editing.title}` : "Create New Update"}
    >
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      <input type="hidden" name="page" value={props.page} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <FormAlert title={failureTitle} messages={firstError ? [firstError] : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.version}
          showError={false}
          label="Version"
          required
          maxLength={MAX_VERSION_LENGTH}
          placeholder="1.4.2"
          autoComplete="off"
        />
        <SelectField
          meta={fields.category}
          showError={false}
          label="Category"
          options={UPDATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
      </div>
      <TextField
        meta={fields.title}
        showError={false}
        label="Title"
        required
        maxLength={MAX_TITLE_LENGTH}
      />
      <div>
        <FormField field={fields.description} showError={false} label="Description">
          <textarea
            {...getTextareaProps(fields.description)}
            required
            maxLength={MAX_DESCRIPTION_LENGTH}
            rows={6}
            aria-describedby={hintId}
            className="field-input"
          />
        </FormField>
        <p id={hintId} className="mt-1 text-xs text-muted">
          Start a line with &quot;- &quot; or &quot;* &quot; for a bullet; other lines are
          paragraphs.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={submitting}>
          {editing
            ? submitting
              ? "Saving..."
              : "Save"
            : submitting
              ? "Creating..."
              : "Create Update"}
        </button>
        {props.mode === "edit" ? (
          <Link to={props.cancelHref} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
