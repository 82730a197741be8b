import { Link, NavLink } from "@remix-run/react";
import { afterHydration } from "~/ui/common/after-hydration";
import { lazyPart } from "~/ui/common/lazy-part";
import { MenuDetails } from "~/ui/common/menu-details";
import { navLinks, type NavLinkItem, type ShellUser } from "~/ui/shell/nav-links";
import { NavPanel } from "~/ui/shell/nav-panel";
import { useLiveBadges, type Badges } from "~/ui/shell/use-live-badges";
import { cn } from "~/utils/cn";

// Drawn by the server and working as plain forms until their code arrives after hydration: the
// shell every page pays for stays small (issue 28, app/ui/common/lazy-part.tsx).
const SiteSearch = lazyPart(() => import("~/ui/shell/site-search").then((m) => m.SiteSearch));
const ThemeToggle = lazyPart(() => import("~/ui/shell/theme-toggle").then((m) => m.ThemeToggle));
// Drawn for a signed-in player only: a guest's page does not fetch them at all.
const UserLabel = lazyPart(() => import("~/ui/shell/user-label").then((m) => m.UserLabel));
const SignOutButton = lazyPart(() =>
  import("~/ui/shell/sign-out-button").then((m) => m.SignOutButton),
);
// Only a signed-in player's counts change while a page is open.
const BadgeUpdates = afterHydration(() => import("~/ui/shell/badge-updates"));

/** A count above 0, capped at '9+'. */
function Badge({ count }: { count?: number }) {
  if (!count || count <= 0) return null;
  return (
    <span
      className="ml-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
      data-testid="nav-badge"
    >
      {count > 9 ? "9+" : count}
    </span>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium",
    isActive
      ? "bg-brand-600 text-white"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  );

function NavList({ links, className }: { links: NavLinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} className={linkClass}>
            {l.label}
            <Badge count={l.badge} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function TopBar({
  user,
  badges: initialBadges,
}: {
  user: ShellUser | null;
  badges: Badges;
}) {
  const [badges, updateBadges] = useLiveBadges(initialBadges);
  const links = navLinks(user, badges);

  // Opaque, with no backdrop filter: a filter would make the header the containing block of the
  // fixed Navigation panel and squeeze it into the header's 64px.
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {user ? <BadgeUpdates isAdmin={Boolean(user.isAdmin)} update={updateBadges} /> : null}
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center whitespace-nowrap text-lg font-extrabold tracking-tight text-accent"
        >
          Melee Hub
        </Link>

        <NavList links={links} className="hidden flex-1 items-center gap-1 xl:flex" />
        <SiteSearch />

        <div className="hidden shrink-0 items-center gap-2 whitespace-nowrap md:flex">
          {user ? <UserLabel user={user} /> : null}
          {/* Mid-width and up: a Settings panel with the theme toggle and Sign Out (its word left out
              where the full link row and the search button fill the bar). */}
          <MenuDetails
            label="Settings"
            summary={
              <>
                <span aria-hidden="true">⚙️</span>
                <span className="hidden lg:inline xl:hidden 2xl:inline">Settings</span>
              </>
            }
            summaryClassName="btn-ghost min-h-11 cursor-pointer"
            panelClassName="absolute right-0 mt-2 w-48 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <p className="px-2 pb-1 text-xs font-semibold uppercase text-muted">Settings</p>
            <ThemeToggle />
            {user ? <SignOutButton /> : null}
          </MenuDetails>
          {user ? null : (
            <Link to="/auth" className="btn-primary min-h-11">
              Sign In
            </Link>
          )}
        </div>

        {/* Narrower than the full link row: the Navigation panel. */}
        <NavPanel>
          {user ? <UserLabel user={user} /> : null}
          <NavList links={links} className="flex flex-col gap-1" />
          <ThemeToggle />
          {user ? (
            <SignOutButton />
          ) : (
            <Link to="/auth" className="btn-primary min-h-11">
              Sign In
            </Link>
          )}
        </NavPanel>
      </nav>
    </header>
  );
}
