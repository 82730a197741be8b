import { useFetcher } from "@remix-run/react";
import { cn } from "~/utils/cn";
import { SIGN_IN_TO_COMMENT, SIGN_IN_TO_LIKE, useAuthRequiredToast } from "./auth-toast";

type Props = {
  postId: number;
  liked: boolean;
  likesCount: number;
  commentsCount: number;
  /** The share count in words ("3 shares"), written by the page. */
  shares: string;
  signedIn: boolean;
};

/** A speech bubble (an emoji may be missing from a cheap phone's fonts). */
function CommentIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M3 4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H8l-4 4v-4H5a2 2 0 0 1-2-2V4Z" />
    </svg>
  );
}

const pill =
  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors";
const idle =
  "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * Like, comment and share counts. Like is a POST form that says which state it wants, so a
 * double submit cannot flip it back; with JavaScript it answers at once (optimistic) and a guest
 * gets a toast instead. Without JavaScript the server sends a guest to sign in.
 */
export function PostActions({ postId, liked, likesCount, commentsCount, shares, signedIn }: Props) {
  const fetcher = useFetcher();
  const askToSignIn = useAuthRequiredToast();
  const pending = fetcher.formData?.get("liked");
  const shownLiked = pending === undefined || pending === null ? liked : pending === "true";
  const shownCount = likesCount + (shownLiked === liked ? 0 : shownLiked ? 1 : -1);
  const signInHref = `/auth?redirectTo=${encodeURIComponent(`/forum/post/${postId}`)}`;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <fetcher.Form method="post" action={`/forum/post/${postId}`} preventScrollReset>
        <input type="hidden" name="intent" value="like" />
        <input type="hidden" name="liked" value={String(!shownLiked)} />
        <button
          type="submit"
          aria-pressed={shownLiked}
          className={cn(
            pill,
            shownLiked ? "border-rose-600 bg-rose-600 text-white hover:bg-rose-700" : idle,
          )}
          onClick={(event) => {
            if (signedIn) return;
            event.preventDefault();
            askToSignIn(SIGN_IN_TO_LIKE);
          }}
        >
          <span aria-hidden="true">{shownLiked ? "♥" : "♡"}</span>
          Like
          <span className="tabular-nums" data-testid="likes-count">
            {shownCount}
          </span>
        </button>
      </fetcher.Form>
      <a
        href={signedIn ? "#new-comment" : signInHref}
        className={cn(pill, idle)}
        onClick={(event) => {
          if (signedIn) return;
          event.preventDefault();
          askToSignIn(SIGN_IN_TO_COMMENT);
        }}
      >
        <CommentIcon />
        Comment
        <span className="tabular-nums" data-testid="comments-count">
          {commentsCount}
        </span>
      </a>
      <span className={cn(pill, "border-transparent text-slate-600 dark:text-slate-400")}>
        <span aria-hidden="true">↗</span>
        <span data-testid="shares-count">{shares}</span>
      </span>
    </div>
  );
}
