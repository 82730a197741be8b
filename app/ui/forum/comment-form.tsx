import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { COMMENT_MAX } from "~/schemas/forum-limits";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { useClientValidation } from "~/ui/common/use-client-validation";
import { useIsPending } from "~/ui/common/use-is-pending";
import { MarkdownHint, PreviewButton, PreviewPane } from "./markdown-body";

type ActionData = { lastResult?: SubmissionResult<string[]>; preview?: string };

/**
 * The comment form (signed-in users). A plain POST to the post page; with JavaScript a fetcher
 * sends it and the page stays where it is, and the text is cleared once the comment is in (the
 * action redirected: no result came back). Other reloads of the page keep the draft.
 */
export function CommentForm({
  postId,
  lastResult,
  preview,
}: {
  postId: number;
  lastResult?: SubmissionResult<string[]>;
  /** The Preview button's answer when the page was posted without JavaScript. */
  preview?: string;
}) {
  const fetcher = useFetcher<ActionData>();
  const [form, fields] = useForm({
    id: "new-comment",
    lastResult: fetcher.data?.lastResult ?? lastResult,
    ...useClientValidation(
      () => import("~/schemas/forum").then((m) => m.commentInputSchema),
      "onInput",
    ),
  });
  const pending = useIsPending({ fetcher });
  const sent = useRef(false);
  useEffect(() => {
    if (pending) sent.current = true;
    else if (sent.current) {
      sent.current = false;
      if (!fetcher.data?.lastResult) form.reset();
    }
  }, [pending, fetcher.data, form]);
  return (
    <fetcher.Form
      method="post"
      action={`/forum/post/${postId}`}
      preventScrollReset
      {...getFormProps(form)}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value="comment" />
      <IdempotencyKeyField form="comment" />
      <label htmlFor={fields.content.id} className="sr-only">
        Comment
      </label>
      <textarea
        {...getTextareaProps(fields.content)}
        placeholder="Write a comment..."
        rows={3}
        maxLength={COMMENT_MAX}
        className="field-input"
      />
      {fields.content.errors ? (
        <p className="field-error" id={fields.content.errorId}>
          {fields.content.errors[0]}
        </p>
      ) : null}
      <MarkdownHint />
      <PreviewPane html={fetcher.data ? fetcher.data.preview : preview} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Posting..." : "Post Comment"}
        </button>
        <PreviewButton />
      </div>
    </fetcher.Form>
  );
}
