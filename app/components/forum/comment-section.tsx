import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { CommentForm } from "./comment-form";
import { authorTag, formatPostDate, isoDate } from "./format";
import type { CommentView } from "./types";

type Props = {
  postId: number;
  commentsCount: number;
  comments: CommentView[];
  signedIn: boolean;
  locked: boolean;
  lastResult?: SubmissionResult<string[]>;
};

/** A post's comments: 'Comments (count)', the form for signed-in users, the comments oldest first. */
export function CommentSection({
  postId,
  commentsCount,
  comments,
  signedIn,
  locked,
  lastResult,
}: Props) {
  const signInHref = `/auth?redirectTo=${encodeURIComponent(`/forum/post/${postId}`)}`;
  return (
    <section className="card" aria-labelledby="comments-title">
      <h2 id="comments-title" className="mb-4 text-xl font-bold">
        Comments ({commentsCount})
      </h2>
      {locked ? (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          This post is locked: no new comments.
        </p>
      ) : signedIn ? (
        <div className="mb-6">
          <CommentForm postId={postId} lastResult={lastResult} />
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
          {commentsCount > comments.length ? (
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
              Showing the latest {comments.length} comments.
            </p>
          ) : null}
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {comments.map((comment) => (
              <li
                key={comment.id}
                id={`comment-${comment.id}`}
                className="py-3"
                data-testid="comment"
              >
                <p className="mb-1 flex flex-wrap gap-x-2 text-sm">
                  <span className="font-semibold">{authorTag(comment.authorName)}</span>
                  <time dateTime={isoDate(comment.createdAt)} className="text-muted">
                    {formatPostDate(comment.createdAt)}
                  </time>
                </p>
                <p className="whitespace-pre-wrap break-words">{comment.content}</p>
              </li>
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
