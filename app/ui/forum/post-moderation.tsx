import { Form } from "@remix-run/react";
import { CATEGORY_LABELS, type ForumCategory } from "~/schemas/forum-categories";
import { ConfirmDialog } from "./confirm-dialog";

type Props = {
  postId: number;
  isPinned: boolean;
  isLocked: boolean;
  category: string;
  isRemoved: boolean;
  /** Admins and the owner: pin, lock, move, restore. */
  moderates: boolean;
  /** The author or a moderator: delete. */
  canDelete: boolean;
  moveCategories: readonly ForumCategory[];
};

// Compact, but each a 44 px tall target for a thumb.
const small = "btn-secondary min-h-11 px-3";

/** One button that posts its intent with a value: Pin/Unpin, Lock/Unlock. */
function Toggle({
  action,
  intent,
  field,
  on,
  labels,
}: {
  action: string;
  intent: string;
  field: string;
  on: boolean;
  labels: [string, string];
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={String(!on)} />
      <button type="submit" className={small}>
        {on ? labels[1] : labels[0]}
      </button>
    </Form>
  );
}

/** A post's moderation: what the viewer may do to it, each a plain form. */
export function PostModeration(props: Props) {
  const action = `/forum/post/${props.postId}`;
  if (!props.moderates && !props.canDelete) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800"
      aria-label="Moderation"
      role="group"
    >
      {props.moderates && !props.isRemoved ? (
        <>
          <Toggle
            action={action}
            intent="pin"
            field="pinned"
            on={props.isPinned}
            labels={["Pin", "Unpin"]}
          />
          <Toggle
            action={action}
            intent="lock"
            field="locked"
            on={props.isLocked}
            labels={["Lock", "Unlock"]}
          />
          <Form
            method="post"
            action={action}
            className="flex items-center gap-1"
            preventScrollReset
          >
            <input type="hidden" name="intent" value="move" />
            <label htmlFor="move-category" className="sr-only">
              Move to category
            </label>
            <select
              id="move-category"
              name="category"
              defaultValue={props.category}
              className="field-input min-h-11 w-auto py-1 text-sm"
            >
              {props.moveCategories.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
            <button type="submit" className={small}>
              Move
            </button>
          </Form>
        </>
      ) : null}
      {props.moderates && props.isRemoved ? (
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value="restorePost" />
          <button type="submit" className={small}>
            Restore Post
          </button>
        </Form>
      ) : null}
      {props.canDelete && !props.isRemoved ? (
        <ConfirmDialog
          name="delete-post"
          title="Delete this post?"
          triggerLabel="Delete"
          triggerClassName="btn-danger-outline min-h-11 px-3"
          action={action}
          intent="deletePost"
          confirmLabel="Delete Post"
        >
          The post disappears from the forum for everyone. Admins can restore it.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
