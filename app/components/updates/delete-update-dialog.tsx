import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { UpdateView } from "~/components/updates/types";

export const DELETE_QUESTION =
  "Are you sure you want to delete this update? This action cannot be undone.";

/**
 * The delete confirmation, a page state (/updates?delete=<id>): without JavaScript the server
 * renders it open and Cancel is a link back; with JavaScript it becomes a modal (focus trapped,
 * Escape cancels).
 */
export function DeleteUpdateDialog({
  update,
  page,
  cancelHref,
}: {
  update: Pick<UpdateView, "id" | "version" | "title">;
  page: number;
  cancelHref: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // Rendered open by the server; React must not toggle the attribute after that.
  const [openOnServer] = useState(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [update.id]);

  return (
    <>
      {/* Dims the page when the dialog is shown without JavaScript (as a non-modal dialog). */}
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/40" />
      <dialog
        ref={ref}
        open={openOnServer}
        aria-labelledby="delete-update-title"
        aria-describedby="delete-update-question"
        onCancel={(event) => {
          // Escape: leave the URL state instead of only hiding the dialog.
          event.preventDefault();
          navigate(cancelHref, { replace: true, preventScrollReset: true });
        }}
        className="fixed inset-0 z-50 m-auto h-fit w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="delete-update-title" className="mb-2 text-lg font-bold">
          Delete Update
        </h2>
        <p className="mb-2 break-words text-sm font-semibold">
          v{update.version}: {update.title}
        </p>
        <p id="delete-update-question" className="mb-6 text-sm">
          {DELETE_QUESTION}
        </p>
        <div className="flex justify-end gap-2">
          <Link to={cancelHref} className="btn-secondary" preventScrollReset replace>
            Cancel
          </Link>
          <Form method="post" action={cancelHref} preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={update.id} />
            <input type="hidden" name="page" value={page} />
            <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700">
              Delete
            </button>
          </Form>
        </div>
      </dialog>
    </>
  );
}
