import { metaDescription } from "~/utils/seo";
import { ConfirmDialog } from "./confirm-dialog";

/** A comment's Delete link and its confirmation, quoting the comment's opening words. */
export function DeleteCommentDialog({
  action,
  commentId,
  content,
  triggerClassName,
}: {
  action: string;
  commentId: number;
  content?: string;
  triggerClassName: string;
}) {
  return (
    <ConfirmDialog
      name={`delete-comment-${commentId}`}
      title="Delete this comment?"
      triggerLabel="Delete"
      triggerClassName={triggerClassName}
      action={action}
      intent="deleteComment"
      fields={{ commentId }}
      confirmLabel="Delete Comment"
    >
      {content ? (
        <blockquote className="mb-3 break-words border-l-4 border-slate-300 pl-3 italic dark:border-slate-600">
          {metaDescription(content)}
        </blockquote>
      ) : null}
      The comment is replaced by a note saying it was deleted. Admins can restore it.
    </ConfirmDialog>
  );
}
