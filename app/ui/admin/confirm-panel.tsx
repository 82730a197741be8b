import { Form, Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ModerationAction } from "~/models/moderation-rules";
import { BAN_LENGTHS, BAN_REASON_MAX_LENGTH } from "~/schemas/admin";
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
  children,
}: {
  id: string;
  title: string;
  question: string;
  fields: Record<string, string>;
  confirmLabel: string;
  danger: boolean;
  cancelHref: string;
  /** Fields the confirmation asks for (a ban's reason and length). */
  children?: ReactNode;
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
      {/* Posted to the page as it was shown, so the action can return to that view. */}
      <Form method="post" action={cancelHref} preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <div className="flex flex-wrap justify-end gap-4">
          <Link to={cancelHref} className="btn-secondary min-h-11" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className={`${danger ? "btn-danger" : "btn-primary"} min-h-11`}>
            {confirmLabel}
          </button>
        </div>
      </Form>
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
    >
      {action === "ban" ? <BanFields /> : null}
    </ConfirmStep>
  );
}

const BAN_LENGTH_LABELS: Record<(typeof BAN_LENGTHS)[number], string> = {
  0: "Until lifted",
  1: "1 day",
  7: "7 days",
  30: "30 days",
  365: "1 year",
};

/** A ban's reason (shown to the player at sign-in) and length. */
function BanFields() {
  return (
    <div className="mb-6 flex flex-col gap-3">
      <div>
        <label htmlFor="ban-reason" className="field-label">
          Reason (shown to them at sign-in)
        </label>
        <textarea
          id="ban-reason"
          name="reason"
          maxLength={BAN_REASON_MAX_LENGTH}
          rows={3}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="ban-days" className="field-label">
          Length
        </label>
        <select id="ban-days" name="days" defaultValue="7" className="field-input min-h-11">
          {BAN_LENGTHS.map((days) => (
            <option key={days} value={days}>
              {BAN_LENGTH_LABELS[days]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
