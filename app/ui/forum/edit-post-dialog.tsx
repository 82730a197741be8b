import type { SubmissionResult } from "@conform-to/react";
import type { ForumCategory } from "~/schemas/forum-categories";
import { LinkedDialog } from "~/ui/common/linked-dialog";
import { PostForm } from "./post-form";

type Props = {
  postId: number;
  /** The post's last save: the form starts again from the saved values after one. */
  updatedAt: string;
  categories: readonly ForumCategory[];
  defaultValue: { title: string; category: string; content: string };
  /** The server's answer to a failed save: the dialog stays open to show it. */
  lastResult?: SubmissionResult<string[]>;
  preview?: string;
};

/** The post's Edit link and its dialog (?dialog=edit without JavaScript) with the post form. */
export function EditPostDialog({ postId, updatedAt, lastResult, ...form }: Props) {
  return (
    <LinkedDialog
      name="edit"
      title="Edit Post"
      triggerLabel="Edit"
      triggerClassName="btn-secondary px-3 py-1"
      keepOpen={Boolean(lastResult)}
    >
      <PostForm
        key={updatedAt}
        id="edit-post"
        action={`/forum/post/${postId}`}
        intent="edit"
        lastResult={lastResult}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        {...form}
      />
    </LinkedDialog>
  );
}
