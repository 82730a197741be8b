import { Link } from "@remix-run/react";
import type { ModerationLogItem } from "~/models/moderation-log.server";
import { formatDate } from "~/ui/admin/format";
import { AdminSection, EmptyNote } from "~/ui/admin/section";

type Entry = Omit<ModerationLogItem, "createdAt"> & { createdAt: Date | string };

const ACTION_LABELS: Record<string, string> = {
  pin: "pinned",
  unpin: "unpinned",
  lock: "locked",
  unlock: "unlocked",
  move: "moved",
  delete: "deleted",
  restore: "restored",
  remove: "removed (on reports)",
  dismiss: "dismissed the reports of",
  ban: "banned",
  unban: "lifted the ban of",
  promote: "made an administrator:",
  demote: "removed the administrator rights of",
};

/** What a line is about, linked when it has an address: "post “Title”", "comment “words” on …". */
function Target({ entry }: { entry: Entry }) {
  if (entry.targetType === "user") return <span className="font-semibold">{entry.title}</span>;
  const name = entry.title ? `${entry.targetType} ${entry.title}` : `a deleted ${entry.targetType}`;
  return entry.url ? (
    <Link to={entry.url} className="text-accent hover:underline">
      {entry.targetType === "post" ? `post “${entry.title}”` : name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/** Who did what to which post, comment or account, and why, newest first. */
export function ModerationLog({ entries }: { entries: Entry[] }) {
  return (
    <AdminSection id="moderation-log" title={`Moderation Log (${entries.length})`}>
      {entries.length === 0 ? (
        <EmptyNote>No moderation yet.</EmptyNote>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((e) => (
            <li key={e.id} className="break-words py-2 text-sm" data-testid="moderation-log-entry">
              <span className="font-semibold">{e.actorName}</span>{" "}
              {ACTION_LABELS[e.action] ?? e.action} <Target entry={e} />
              {e.detail ? <span className="text-muted"> ({e.detail})</span> : null}
              <span className="block text-xs text-muted">{formatDate(e.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
