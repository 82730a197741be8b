import { Link } from "@remix-run/react";
import { Avatar } from "~/ui/common/avatar";
import type { ShellUser } from "~/ui/shell/nav-links";

/** Avatar, tag and the role label: (Owner) with its tag, or (Admin). Leads to /profile. */
export function UserLabel({ user }: { user: ShellUser }) {
  return (
    <Link
      to="/profile"
      className="flex min-h-11 items-center gap-2 rounded-md hover:opacity-90"
      data-testid="current-user"
    >
      <Avatar user={user} />
      <span className="font-semibold">{user.username}</span>
      {user.role === "owner" ? (
        <span className="text-xs text-special">
          (Owner) <span className="rounded bg-violet-600 px-1.5 py-0.5 text-white">Gemba</span>
        </span>
      ) : user.isAdmin ? (
        <span className="text-xs text-info">(Admin)</span>
      ) : null}
    </Link>
  );
}
