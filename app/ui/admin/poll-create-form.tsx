import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import {
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  OPTION_MAX,
  POLL_INVALID,
  POLL_INVALID_TITLE,
  QUESTION_MAX,
  pollCreateSchema,
} from "~/schemas/poll";
import { sectionAction } from "~/ui/admin/hrefs";
import { FormAlert } from "~/ui/common/form-alert";
import { useIsPending } from "~/ui/common/use-is-pending";
import { useShowToast } from "~/ui/shell/toast-context";

/**
 * A question and at least 2 options; options can be added, and removed while more
 * than 2 remain. 'Add option' and 'Remove' are Conform intent buttons: with JavaScript they
 * change the form in place, without it they post and the server re-renders the form with one
 * field more (or less), keeping everything typed.
 */
/**
 * The answer as a list form can show it: a hand-made post may send `options` as one plain field
 * (not options[0], options[1]…), which Conform's field list cannot take back.
 */
function asListForm(result: SubmissionResult<string[]> | undefined) {
  const options = result?.initialValue?.options;
  if (!result || options === undefined || Array.isArray(options)) return result;
  return { ...result, initialValue: { ...result.initialValue, options: [options].flat() } };
}

export function PollCreateForm({
  lastResult: answer,
}: {
  lastResult?: SubmissionResult<string[]>;
}) {
  // Memoised: a new object each render would look like a new submission to the effect below.
  const lastResult = useMemo(() => asListForm(answer), [answer]);
  const showToast = useShowToast();
  const [form, fields] = useForm({
    id: "create-poll",
    lastResult,
    defaultValue: { question: "", options: Array(MIN_POLL_OPTIONS).fill("") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pollCreateSchema }),
    shouldValidate: "onSubmit",
  });
  const options = fields.options.getFieldList();
  const invalid = form.errors?.includes(POLL_INVALID) ?? false;

  // With JavaScript a toast says so too; without it the alert in the form does.
  useEffect(() => {
    if (form.status === "error" && invalid) {
      showToast({ title: POLL_INVALID_TITLE, description: POLL_INVALID, type: "destructive" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed submit
  }, [form.status, lastResult]);

  const creating = useIsPending({ intent: "createPoll" });
  const otherErrors = form.errors?.filter((e) => e !== POLL_INVALID);
  return (
    <Form
      method="post"
      action={sectionAction("polls")}
      preventScrollReset
      {...getFormProps(form)}
      className="mt-4 flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="createPoll" />
      {/* Enter in a field presses the form's first submit button: make that this one, not
          'Remove' or 'Add option'. Hidden from view, focus and assistive technology. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
        Create Poll
      </button>
      <FormAlert title={POLL_INVALID_TITLE} messages={invalid ? [POLL_INVALID] : null} />
      <FormAlert title="Error" messages={otherErrors} />
      <div>
        <label htmlFor={fields.question.id} className="field-label">
          Question
        </label>
        <input
          {...getInputProps(fields.question, { type: "text" })}
          maxLength={QUESTION_MAX}
          placeholder="Who wins the next major?"
          className="field-input"
        />
        {fields.question.errors ? (
          <p className="field-error" id={fields.question.errorId}>
            {fields.question.errors[0]}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="field-label">Options</legend>
        {options.map((option, index) => (
          <div key={option.key ?? index} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={option.id} className="sr-only">
                Option {index + 1}
              </label>
              <input
                {...getInputProps(option, { type: "text" })}
                maxLength={OPTION_MAX}
                placeholder={`Option ${index + 1}`}
                className="field-input min-w-0 flex-1"
              />
              {options.length > MIN_POLL_OPTIONS ? (
                <button
                  {...form.remove.getButtonProps({ name: fields.options.name, index })}
                  className="btn-ghost px-2 py-1 text-xs"
                  aria-label={`Remove option ${index + 1}`}
                >
                  Remove
                </button>
              ) : null}
            </div>
            {option.errors ? (
              <p className="field-error" id={option.errorId}>
                {option.errors[0]}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          {...form.insert.getButtonProps({ name: fields.options.name, defaultValue: "" })}
          className="btn-secondary"
          disabled={options.length >= MAX_POLL_OPTIONS}
        >
          Add option
        </button>
        <button type="submit" className="btn-primary" disabled={creating}>
          {creating ? "Creating..." : "Create Poll"}
        </button>
      </div>
    </Form>
  );
}
