import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDate, roleLabel } from "~/components/admin/format";
import { adminHref } from "~/components/admin/hrefs";
import { AdminSection, Badge, EmptyNote, ScrollingList } from "~/components/admin/section";
import { TimeframeForm } from "~/components/admin/timeframe-form";
import type { AdminUserRow, Timeframes } from "~/components/admin/types";
import { Avatar } from "~/components/ui/avatar";
import { userActionsFor, type ModerationAction, type Moderator } from "~/models/moderation-rules";

const ACTION_LABELS: Record<ModerationAction, string> = {
  promote: "Make Administrator",
  demote: "Remove Administrator",
  ban: "Ban",
  unban: "Unban",
  delete: "Delete",
};

function RowActions({
  user,
  viewer,
  timeframes,
}: {
  user: AdminUserRow;
  viewer: Moderator;
  timeframes: Timeframes;
}) {
  const note = "text-xs italic text-muted";
  if (user.role === "owner") return <span className={note}>Owner account protected</span>;
  const actions = userActionsFor(viewer, user);
  if (actions.length === 0) {
    return user.isAdmin ? <span className={note}>No actions available</span> : null;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Link
          key={action}
          to={adminHref(timeframes, { confirm: action, user: user.id })}
          preventScrollReset
          className={
            action === "delete" || action === "ban" || action === "demote"
              ? "btn-danger-outline px-2 py-1 text-xs"
              : "btn-secondary px-2 py-1 text-xs"
          }
          aria-label={`${ACTION_LABELS[action]} ${user.username}`}
        >
          {ACTION_LABELS[action]}
        </Link>
      ))}
    </div>
  );
}

function UserRow({ user, children }: { user: AdminUserRow; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar user={user} size="md" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="truncate">{user.username}</span>
            <Badge tone={user.role === "owner" || user.isAdmin ? "brand" : "neutral"}>
              {roleLabel(user)}
            </Badge>
            {user.isBanned ? <Badge tone="danger">Banned</Badge> : null}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
        </div>
      </div>
      {children}
    </li>
  );
}

export function UserManagement({
  users,
  newUsers,
  viewer,
  timeframes,
}: {
  users: AdminUserRow[];
  newUsers: AdminUserRow[];
  viewer: Moderator;
  timeframes: Timeframes;
}) {
  return (
    <AdminSection id="user-management" title="User Management">
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 id="registered-users-title" className="mb-2 text-lg font-semibold">
            Registered Users ({users.length})
          </h3>
          {users.length === 0 ? (
            <EmptyNote>No registered users.</EmptyNote>
          ) : (
            <ScrollingList
              labelledBy="registered-users-title"
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {users.map((user) => (
                <UserRow key={user.id} user={user}>
                  <RowActions user={user} viewer={viewer} timeframes={timeframes} />
                </UserRow>
              ))}
            </ScrollingList>
          )}
        </div>
        <div>
          <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
            <h3 id="new-users-title" className="text-lg font-semibold">
              New Users ({newUsers.length})
            </h3>
            <TimeframeForm
              name="newUsers"
              label="Joined in the last"
              value={timeframes.newUsers}
              keep={{ analytics: timeframes.analytics }}
            />
          </div>
          {newUsers.length === 0 ? (
            <EmptyNote>No new users in this timeframe.</EmptyNote>
          ) : (
            <ScrollingList
              labelledBy="new-users-title"
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {newUsers.map((user) => (
                <UserRow key={user.id} user={user}>
                  <span className="text-xs text-muted">Joined {formatDate(user.createdAt)}</span>
                </UserRow>
              ))}
            </ScrollingList>
          )}
        </div>
      </div>
    </AdminSection>
  );
}
