import { Form, Link } from "@remix-run/react";
import type { AdminUserRow, UserAction } from "~/components/admin/types";

const COPY: Record<
  UserAction,
  { title: string; question: (name: string) => string; confirm: string; danger: boolean }
> = {
  promote: {
    title: "Make Administrator",
    question: (name) => `Make ${name} an administrator? They will get access to the admin page.`,
    confirm: "Make Administrator",
    danger: false,
  },
  ban: {
    title: "Ban User",
    question: (name) => `Ban ${name}? They will be signed out everywhere and cannot sign in.`,
    confirm: "Ban User",
    danger: true,
  },
  unban: {
    title: "Unban User",
    question: (name) => `Unban ${name}? They will be able to sign in again.`,
    confirm: "Unban User",
    danger: false,
  },
  delete: {
    title: "Delete User",
    question: (name) => `Delete ${name}? This action cannot be undone.`,
    confirm: "Delete User",
    danger: true,
  },
};

/**
 * The confirmation step before a user action. It is a page state (?confirm=<action>&user=<id>),
 * so it works without JavaScript: Cancel is a link back, Confirm posts the action.
 */
export function ConfirmPanel({
  action,
  user,
  cancelHref,
}: {
  action: UserAction;
  user: Pick<AdminUserRow, "id" | "username">;
  cancelHref: string;
}) {
  const copy = COPY[action];
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-question"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="confirm-title" className="mb-2 text-lg font-bold">
          {copy.title}
        </h2>
        <p id="confirm-question" className="mb-6 text-sm">
          {copy.question(user.username)}
        </p>
        <div className="flex justify-end gap-2">
          <Link to={cancelHref} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <Form method="post" action="/admin">
            <input type="hidden" name="intent" value={action} />
            <input type="hidden" name="userId" value={user.id} />
            <button
              type="submit"
              className={copy.danger ? "btn bg-red-600 text-white hover:bg-red-700" : "btn-primary"}
            >
              {copy.confirm}
            </button>
          </Form>
        </div>
      </section>
    </div>
  );
}
