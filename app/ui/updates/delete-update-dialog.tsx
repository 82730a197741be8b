import { Form, Link, useNavigate } from "@remix-run/react";
import { PageDialog } from "~/ui/common/page-dialog";
import type { UpdateView } from "~/ui/updates/types";

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
  const navigate = useNavigate();

  return (
    <PageDialog
      labelledBy="delete-update-title"
      describedBy="delete-update-question"
      onCancel={() => navigate(cancelHref, { replace: true, preventScrollReset: true })}
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
          <button type="submit" className="btn-danger">
            Delete
          </button>
        </Form>
      </div>
    </PageDialog>
  );
}
