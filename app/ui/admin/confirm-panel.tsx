import { Form, Link, useNavigate } from "@remix-run/react";
import type { ModerationAction } from "~/models/moderation-rules";
import type { AdminUserRow } from "~/ui/admin/types";
import { PageDialog } from "~/ui/common/page-dialog";

const COPY: Record<
  ModerationAction,
  { title: string; question: (name: string) => string; confirm: string; danger: boolean }
> = {
  promote: {
    title: "Make Administrator",
    question: (name) => `Make ${name} an administrator? They will get access to the admin page.`,
    confirm: "Make Administrator",
    danger: false,
  },
  demote: {
    title: "Remove Administrator",
    question: (name) =>
      `Remove ${name}'s administrator rights? They will lose access to the admin page.`,
    confirm: "Remove Administrator",
    danger: true,
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
 * A confirmation step of the admin page. It is a page state (its URL carries a parameter such as
 * ?confirm=<action>&user=<id>), so it works without JavaScript: Cancel is a link back, the
 * confirm button posts `fields` to the admin page. With JavaScript it is a modal dialog.
 */
export function ConfirmStep({
  id,
  title,
  question,
  fields,
  confirmLabel,
  danger,
  cancelHref,
}: {
  id: string;
  title: string;
  question: string;
  fields: Record<string, string>;
  confirmLabel: string;
  danger: boolean;
  cancelHref: string;
}) {
  const navigate = useNavigate();
  return (
    <PageDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-question`}
      onCancel={() => navigate(cancelHref, { preventScrollReset: true })}
    >
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      <p id={`${id}-question`} className="mb-6 break-words text-sm">
        {question}
      </p>
      <div className="flex justify-end gap-2">
        <Link to={cancelHref} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        {/* Posted to the page as it was shown, so the action can return to that view. */}
        <Form method="post" action={cancelHref} preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={danger ? "btn-danger" : "btn-primary"}>
            {confirmLabel}
          </button>
        </Form>
      </div>
    </PageDialog>
  );
}

/** The confirmation before a user action (?confirm=<action>&user=<id>). */
export function ConfirmPanel({
  action,
  user,
  cancelHref,
}: {
  action: ModerationAction;
  user: Pick<AdminUserRow, "id" | "username">;
  cancelHref: string;
}) {
  const copy = COPY[action];
  return (
    <ConfirmStep
      id="confirm"
      title={copy.title}
      question={copy.question(user.username)}
      fields={{ intent: action, userId: user.id }}
      confirmLabel={copy.confirm}
      danger={copy.danger}
      cancelHref={cancelHref}
    />
  );
}
