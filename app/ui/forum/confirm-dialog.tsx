import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { LinkedDialog } from "~/ui/common/linked-dialog";

/**
 * A destructive action that asks first: its trigger opens a dialog (a page of its own without
 * JavaScript) whose button posts the form.
 */
export function ConfirmDialog({
  name,
  title,
  triggerLabel,
  triggerClassName = "btn-danger-outline px-3 py-1",
  action,
  intent,
  confirmLabel,
  fields = {},
  children,
}: {
  name: string;
  title: string;
  triggerLabel: string;
  triggerClassName?: string;
  action: string;
  intent: string;
  confirmLabel: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
}) {
  return (
    <LinkedDialog
      name={name}
      title={title}
      triggerLabel={triggerLabel}
      triggerClassName={triggerClassName}
      cancel
    >
      <Form method="post" action={action} className="flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="text-sm text-slate-600 dark:text-slate-300">{children}</div>
        <button type="submit" className="btn-danger min-h-11 self-start">
          {confirmLabel}
        </button>
      </Form>
    </LinkedDialog>
  );
}
