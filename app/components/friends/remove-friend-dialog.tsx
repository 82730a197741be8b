import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { friendsHref } from "~/components/friends/friends-href";
import { useHydrated } from "~/utils/use-hydrated";

type Props = {
  friend: { id: string; username: string };
  /** Opened by the URL (?remove=<id>): cancelling navigates back to the plain tab. */
  fromUrl: boolean;
  onCancel: () => void;
};

/**
 * The spec's confirmation before removing a friend. Without JavaScript it is rendered open by
 * the server (Cancel is a link, Remove Friend a form); with JavaScript it is a modal <dialog>
 * (focus kept inside, Escape cancels) and the button reads 'Removing...' while pending.
 */
export function RemoveFriendDialog({ friend, fromUrl, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const cancelHref = friendsHref({ tab: "friends" });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && hydrated && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [hydrated]);

  const cancel = () => {
    if (fromUrl) navigate(cancelHref, { replace: true, preventScrollReset: true });
    else onCancel();
  };

  return (
    <dialog
      ref={ref}
      // The server renders it open (no JavaScript needed); the effect upgrades it to a modal.
      open
      aria-labelledby="remove-friend-title"
      aria-describedby="remove-friend-question"
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) cancel();
      }}
      className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
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
          <button
            type="submit"
            disabled={pending}
            className="btn bg-red-600 text-white hover:bg-red-700"
          >
            {pending ? "Removing..." : "Remove Friend"}
          </button>
        </fetcher.Form>
      </div>
    </dialog>
  );
}
