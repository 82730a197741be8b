import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AuthorTag } from "~/ui/forum/author-tag";
import { authorTag, formatPostDate, isoDate } from "./format";
import { LazyCommentForm, LazyDeleteCommentDialog, LazyReportDialog } from "./lazy-parts";
import { MarkdownBody } from "./markdown-body";
import type { CommentOnPage } from "./types";

type Props = {
  postId: number;
  commentsCount: number;
  comments: CommentOnPage[];
  /** Older comments are left out (the thread shows its latest ones). */
  hasOlderComments: boolean;
  signedIn: boolean;
  locked: boolean;
  /** Deleted or hidden (only admins see it): no comments until it is restored. */
  removed: boolean;
  /** Admins and the owner: removed comments show with a Restore button. */
  moderates: boolean;
  lastResult?: SubmissionResult<string[]>;
  preview?: string;
};

/** What a removed comment leaves in the thread. */
export function commentPlaceholder(comment: Pick<CommentOnPage, "isDeleted" | "deletedBy">) {
  if (!comment.isDeleted) return "Comment hidden after reports, until an admin decides";
  return comment.deletedBy === "author"
    ? "Comment deleted by its author"
    : "Comment removed by a moderator";
}

function CommentItem({
  comment,
  postId,
  moderates,
}: {
  comment: CommentOnPage;
  postId: number;
  moderates: boolean;
}) {
  const action = `/forum/post/${postId}`;
  const removed = comment.isDeleted || comment.isHidden;
  return (
    <li id={`comment-${comment.id}`} className="py-3" data-testid="comment">
      <p className="mb-1 flex flex-wrap gap-x-2 text-sm">
        <AuthorTag
          name={comment.authorName}
          hasPage={comment.authorHasPage}
          className="font-semibold"
        />
        <time dateTime={isoDate(comment.createdAt)} className="text-muted">
          {formatPostDate(comment.createdAt)}
        </time>
      </p>
      {removed ? (
        <p className="text-sm italic text-muted" data-testid="comment-placeholder">
          [{commentPlaceholder(comment)}]
        </p>
      ) : null}
      {comment.html !== null ? (
        <MarkdownBody
          html={comment.html}
          className={removed ? "mt-1 opacity-70" : undefined}
          testId="comment-content"
        />
      ) : null}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {comment.reported ? (
          <p className={`${COMMENT_CONTROL} text-muted`}>You reported this</p>
        ) : comment.canReport && !removed ? (
          <LazyReportDialog
            action={action}
            targetType="comment"
            targetId={comment.id}
            label={`A comment by ${authorTag(comment.authorName)}.`}
            triggerClassName={`${COMMENT_CONTROL} text-slate-600 dark:text-slate-400`}
          />
        ) : null}
        {comment.canDelete && !comment.isDeleted ? (
          <LazyDeleteCommentDialog
            action={action}
            commentId={comment.id}
            content={comment.content}
            triggerClassName={`${COMMENT_CONTROL} text-danger`}
          />
        ) : null}
        {moderates && removed ? (
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="intent" value="restoreComment" />
            <input type="hidden" name="commentId" value={comment.id} />
            <button type="submit" className={`${COMMENT_CONTROL} text-accent`}>
              Restore
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

// A comment's controls: small text, but each a 44 px tall target for a thumb.
const COMMENT_CONTROL =
  "inline-flex min-h-11 items-center px-2 text-sm font-semibold hover:underline";

/** A post's comments: 'Comments (count)', the form for signed-in users, the comments oldest first. */
export function CommentSection({
  postId,
  commentsCount,
  comments,
  hasOlderComments,
  signedIn,
  locked,
  removed,
  moderates,
  lastResult,
  preview,
}: Props) {
  const signInHref = `/auth?redirectTo=${encodeURIComponent(`/forum/post/${postId}`)}`;
  return (
    <section className="card" aria-labelledby="comments-title">
      <h2 id="comments-title" className="mb-4 text-xl font-bold">
        Comments ({commentsCount})
      </h2>
      {removed ? (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          No new comments while this post is removed.
        </p>
      ) : locked ? (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          This post is locked: no new comments.
        </p>
      ) : signedIn ? (
        <div className="mb-6">
          <LazyCommentForm postId={postId} lastResult={lastResult} preview={preview} />
        </div>
      ) : null}
      {comments.length === 0 ? (
        <div className="py-6 text-center text-slate-600 dark:text-slate-400">
          <p>No comments yet.</p>
          {signedIn ? (
            <p>Be the first to comment!</p>
          ) : (
            <p>
              <Link to={signInHref} className="font-semibold text-accent hover:underline">
                Sign in to join the discussion!
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          {hasOlderComments ? (
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
              Showing the latest {comments.length} comments.
            </p>
          ) : null}
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                postId={postId}
                moderates={moderates}
              />
            ))}
          </ol>
          {!signedIn ? (
            <p className="mt-4 text-sm">
              <Link to={signInHref} className="font-semibold text-accent hover:underline">
                Sign in
              </Link>{" "}
              to comment.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
