import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { userActionsFor, type ModerationAction, type Moderator } from "~/models/moderation-rules";
import { USER_QUERY_MAX_LENGTH } from "~/schemas/admin";
import { formatDate, roleLabel } from "~/ui/admin/format";
import { adminHref } from "~/ui/admin/hrefs";
import { AdminSection, Badge, EmptyNote, ScrollingList } from "~/ui/admin/section";
import { KeptView, TimeframeForm } from "~/ui/admin/timeframe-form";
import type { AdminUserRow, AdminView } from "~/ui/admin/types";
import { Avatar } from "~/ui/common/avatar";
import { Pager, RowLink, useRowLinkNavigation } from "~/ui/common/pager";
import { useUrlValue } from "~/ui/common/use-url-value";

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
  view,
}: {
  user: AdminUserRow;
  viewer: Moderator;
  view: AdminView;
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
        <RowLink
          key={action}
          to={adminHref(view, { confirm: action, user: user.id })}
          keepScroll
          className={
            action === "delete" || action === "ban" || action === "demote"
              ? "btn-danger-outline px-2 py-1 text-xs"
              : "btn-secondary px-2 py-1 text-xs"
          }
          aria-label={`${ACTION_LABELS[action]} ${user.username}`}
        >
          {ACTION_LABELS[action]}
        </RowLink>
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

/** The page of the list that User Management shows (see listUsers). */
type UserList = {
  query: string;
  page: number;
  pageCount: number;
  total: number;
  users: AdminUserRow[];
  /** Why the search was refused (too long), instead of a list. */
  refusal: string | null;
};

/** A GET form searching the list by tag or email; a new search starts on page 1. */
function FindUserForm({ view }: { view: AdminView }) {
  const box = useUrlValue(view.users);
  return (
    <Form
      method="get"
      action="/admin"
      role="search"
      aria-label="Find a user"
      className="mb-3 flex items-end gap-2"
      preventScrollReset
    >
      <KeptView view={view} except={["users", "usersPage"]} />
      <div className="min-w-0 flex-1">
        <label htmlFor="find-user" className="field-label">
          Find a user
        </label>
        <input
          ref={box}
          id="find-user"
          type="search"
          name="users"
          defaultValue={view.users}
          maxLength={USER_QUERY_MAX_LENGTH}
          placeholder="Tag or email"
          className="field-input"
        />
      </div>
      <button type="submit" className="btn-secondary">
        Find
      </button>
    </Form>
  );
}

function RegisteredUsers({
  list,
  viewer,
  view,
}: {
  list: UserList;
  viewer: Moderator;
  view: AdminView;
}) {
  const empty = list.refusal ?? (view.users ? `No accounts match “${view.users}”.` : null);
  // The rows' action links are RowLinks (up to 300 on a page): the list navigates for them.
  const onRowClick = useRowLinkNavigation();
  return (
    <div>
      <h3 id="registered-users-title" className="mb-2 text-lg font-semibold">
        Registered Users ({list.total})
      </h3>
      <FindUserForm view={view} />
      {view.users ? (
        <p className="mb-2 text-sm text-muted">
          Tags and emails containing “{view.users}” ·{" "}
          <Link
            to={adminHref({ ...view, users: "", usersPage: 1 })}
            className="font-semibold text-accent"
            preventScrollReset
          >
            Show everyone
          </Link>
        </p>
      ) : null}
      {list.users.length === 0 ? (
        <EmptyNote>{empty ?? "No registered users."}</EmptyNote>
      ) : (
        // Part of the page, not a box scrolling inside it: the pager keeps it to 100 rows.
        <div role="region" aria-labelledby="registered-users-title">
          {/* Keyboard activation of a link is a click too: the list's handler serves both. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" onClick={onRowClick}>
            {list.users.map((user) => (
              <UserRow key={user.id} user={user}>
                <RowActions user={user} viewer={viewer} view={view} />
              </UserRow>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3">
        <Pager
          label="Registered users pages"
          page={list.page}
          pageCount={list.pageCount}
          more={list.page < list.pageCount}
          hrefOf={(page) => adminHref({ ...view, usersPage: page })}
          keepScroll
        />
      </div>
    </div>
  );
}

export function UserManagement({
  list,
  newUsers,
  newUsersTotal,
  viewer,
  view,
}: {
  list: UserList;
  newUsers: AdminUserRow[];
  /** How many joined in the timeframe: more than `newUsers` holds on a busy week. */
  newUsersTotal: number;
  viewer: Moderator;
  view: AdminView;
}) {
  return (
    <AdminSection id="user-management" title="User Management">
      <div className="grid gap-8 lg:grid-cols-2">
        <RegisteredUsers list={list} viewer={viewer} view={view} />
        <div>
          <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
            <h3 id="new-users-title" className="text-lg font-semibold">
              New Users ({newUsersTotal})
            </h3>
            <TimeframeForm name="newUsers" label="Joined in the last" view={view} />
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
          {newUsersTotal > newUsers.length ? (
            <p className="mt-2 text-sm text-muted">
              The newest {newUsers.length} are listed; Registered Users has every account.
            </p>
          ) : null}
        </div>
      </div>
    </AdminSection>
  );
}
