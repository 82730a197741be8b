import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { PageDialog } from "~/ui/common/page-dialog";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useIsPending } from "~/ui/common/use-is-pending";
import { friendsHref } from "~/ui/friends/hrefs";

export type Props = {
  friend: { id: string; username: string };
  /** The page of My Friends to come back to. */
  page: number;
  /** Opened by the URL (?remove=<id>): cancelling navigates back to the plain tab. */
  fromUrl: boolean;
  onCancel: () => void;
};

/**
 * The spec's confirmation before removing a friend. Without JavaScript it is rendered open by
 * the server (Cancel is a link, Remove Friend a form); with JavaScript it is a modal <dialog>
 * (focus kept inside, Escape cancels) and the button reads 'Removing...' while pending.
 */
export function RemoveFriendDialogBody({ friend, page, fromUrl, onCancel }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher();
  const pending = useIsPending({ fetcher });
  const cancelHref = friendsHref({ tab: "friends", page });

  const cancel = () => {
    if (fromUrl) navigate(cancelHref, { replace: true, preventScrollReset: true });
    else onCancel();
  };

  return (
    <PageDialog
      labelledBy="remove-friend-title"
      describedBy="remove-friend-question"
      onCancel={() => {
        if (!pending) cancel();
      }}
    >
      <h2 id="remove-friend-title" className="mb-2 text-lg font-bold">
        Remove Friend
      </h2>
      <p id="remove-friend-question" className="mb-6 text-sm">
        {`Are you sure you want to remove ${friend.username} from your friends list? This action cannot be undone.`}
      </p>
      <div className="flex justify-end gap-2">
        <Link
          to={cancelHref}
          replace
          preventScrollReset
          className="btn-secondary"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            if (!pending) cancel();
          }}
        >
          Cancel
        </Link>
        <fetcher.Form method="post" action="/friends">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="friendId" value={friend.id} />
          <input type="hidden" name="tab" value="friends" />
          {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
          <button type="submit" disabled={pending} className="btn-danger">
            {pending ? "Removing..." : "Remove Friend"}
          </button>
        </fetcher.Form>
      </div>
    </PageDialog>
  );
}
