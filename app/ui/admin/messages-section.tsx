import { Form } from "@remix-run/react";
import { formatDate, MESSAGE_TYPE_LABELS } from "~/ui/admin/format";
import { sectionAction } from "~/ui/admin/hrefs";
import { AdminSection, Badge, EmptyNote, ScrollingList } from "~/ui/admin/section";

type Message = {
  id: string;
  name: string;
  email: string;
  message: string;
  messageType: string;
  isRead: boolean;
  createdAt: Date;
};

export function MessagesSection({ messages }: { messages: Message[] }) {
  return (
    <AdminSection id="messages" title="Messages">
      {messages.length === 0 ? (
        <EmptyNote>No messages yet.</EmptyNote>
      ) : (
        <ScrollingList labelledBy="messages-title" className="flex flex-col gap-3">
          {messages.map((m) => (
            <li
              key={m.id}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
              aria-label={`Message from ${m.name}`}
            >
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{m.name}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">{m.email}</span>
                  <Badge>{MESSAGE_TYPE_LABELS[m.messageType] ?? m.messageType}</Badge>
                  {m.isRead ? null : <Badge tone="brand">New</Badge>}
                </p>
                <time dateTime={new Date(m.createdAt).toISOString()} className="text-xs text-muted">
                  {formatDate(m.createdAt)}
                </time>
              </div>
              <p className="whitespace-pre-wrap break-words text-sm">{m.message}</p>
              {m.isRead ? null : (
                <Form
                  method="post"
                  action={sectionAction("messages")}
                  className="mt-3"
                  preventScrollReset
                >
                  <input type="hidden" name="intent" value="markRead" />
                  <input type="hidden" name="messageId" value={m.id} />
                  <button type="submit" className="btn-secondary px-3 py-1 text-xs">
                    Mark as read
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ScrollingList>
      )}
    </AdminSection>
  );
}
