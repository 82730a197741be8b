import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy, useState } from "react";
import { tournamentsPageLoader } from "~/http/tournaments-page.server";
import { formatDayRange } from "~/models/tournament-days";
import { PAGE_SIZE } from "~/schemas/tournament-options";
import { MountWhenOpened } from "~/ui/common/mount-when-opened";
import { FilterBar } from "~/ui/tournaments/filter-bar";
import { tournamentListHref } from "~/ui/tournaments/hrefs";
import { SubmitTournamentButton } from "~/ui/tournaments/submit-tournament-button";
import { TournamentCard, TournamentCardPlaceholders } from "~/ui/tournaments/tournament-card";
import type { TournamentView } from "~/ui/tournaments/types";
import { cn } from "~/utils/cn";
import { seoMeta } from "~/utils/seo";

// Opened from a card with JavaScript only: its code (the dialog, the details) is fetched on the
// first open instead of with the page (issue 28).
const TournamentDialog = lazy(() =>
  import("~/ui/tournaments/tournament-dialog").then((m) => ({ default: m.TournamentDialog })),
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta({
    title: "Melee Tournaments — upcoming and past events | Melee Hub",
    description:
      "Find Super Smash Bros. Melee tournaments near you: majors, regionals, locals and online events, with dates, locations, fees and spots remaining.",
    url: data?.canonical ?? "/tournaments",
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "text/calendar",
    href: "/tournaments.ics",
    title: "Melee tournaments calendar",
  },
];

export function loader(args: LoaderFunctionArgs) {
  return tournamentsPageLoader(args);
}

function StatTile({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-xl bg-black/15 px-2 py-3 text-center sm:px-4">
      <p className="text-2xl font-extrabold sm:text-3xl">{value.toLocaleString("en-US")}</p>
      <p className="text-[0.7rem] font-semibold uppercase leading-tight sm:text-sm sm:tracking-wide">
        {label}
      </p>
    </div>
  );
}

function ModeToggle() {
  const { query } = useLoaderData<typeof loader>();
  const upcoming = query.mode === "upcoming";
  return (
    <Link
      to={tournamentListHref(query, { mode: upcoming ? "past" : "upcoming" })}
      preventScrollReset
      className="btn-secondary"
    >
      {upcoming ? "Show Past Tournaments" : "Show Upcoming Tournaments"}
    </Link>
  );
}

function FeaturedTournament({
  tournament,
  onOpen,
}: {
  tournament: TournamentView;
  onOpen: (t: TournamentView) => void;
}) {
  return (
    <section aria-labelledby="featured-title" className="card border-2 border-amber-400/70">
      <p className="mb-1 text-xs font-bold uppercase tracking-widest text-highlight">
        Featured Tournament
      </p>
      <h2 id="featured-title" className="text-2xl font-extrabold">
        {tournament.name}
      </h2>
      <p className="mb-3 text-slate-600 dark:text-slate-300">
        {formatDayRange(tournament.startDate, tournament.endDate)} · {tournament.location} ·{" "}
        <strong>{tournament.registeredPlayers}</strong> registered
      </p>
      <p className="mb-4 line-clamp-3">{tournament.description}</p>
      <Link
        to={`/tournaments/${tournament.id}`}
        className="btn-primary"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onOpen(tournament);
        }}
      >
        View Details
      </Link>
    </section>
  );
}

export default function TournamentsPage() {
  const data = useLoaderData<typeof loader>();
  const { query, tournaments, stats, featured } = data;
  const navigation = useNavigation();
  const [open, setOpen] = useState<TournamentView | null>(null);
  // Placeholders while the list itself is being fetched (not while another page loads).
  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname === "/tournaments" &&
    !new URLSearchParams(navigation.location.search).has("limit");

  return (
    <div className="flex flex-col gap-6">
      {/* Text on the left, the figures on the right from lg up; white on the -700 shades passes AA. */}
      <section className="grid gap-6 rounded-2xl bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-700 px-4 py-8 text-white shadow-lg sm:px-6 sm:py-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h1 className="mb-2 text-3xl font-extrabold sm:text-4xl">Track Every Tournament</h1>
          <p className="mb-6 max-w-2xl">
            Majors, regionals, locals and online brackets for Super Smash Bros. Melee, all in one
            place.
          </p>
          <div className="flex flex-wrap gap-3">
            <SubmitTournamentButton signedIn={data.signedIn} />
            <a href="/tournaments.ics" className="btn-ghost text-white hover:bg-white/10">
              Subscribe in your calendar
            </a>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          <StatTile value={stats.activeCount} label="Active & Upcoming" />
          <StatTile value={stats.registeredPlayers} label="Registered Players" />
          <StatTile value={stats.thisWeekCount} label="This Week" />
        </div>
      </section>

      <FilterBar query={query} />

      {featured ? <FeaturedTournament tournament={featured} onOpen={setOpen} /> : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold sm:text-2xl">
          {query.mode === "upcoming" ? "Upcoming Tournaments" : "Past Tournaments"}{" "}
          <span className="text-base font-normal text-muted">({data.total})</span>
        </h2>
        <ModeToggle />
      </div>

      {loadingList ? (
        <TournamentCardPlaceholders />
      ) : tournaments.length === 0 ? (
        <div className="card text-center">
          <h3 className="mb-1 text-xl font-semibold">No tournaments found</h3>
          <p className="text-slate-600 dark:text-slate-400">
            Try adjusting your search criteria or filters.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tournaments">
          {tournaments.map((t) => (
            <li key={t.id}>
              <TournamentCard tournament={t} badge={data.badges[t.id]} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}

      {data.hasMore ? (
        <Link
          to={tournamentListHref(query, { limit: query.limit + PAGE_SIZE })}
          preventScrollReset
          replace
          className={cn(
            "btn-secondary self-center",
            navigation.state === "loading" && "pointer-events-none opacity-60",
          )}
        >
          Load More Tournaments
        </Link>
      ) : null}

      <MountWhenOpened open={open != null}>
        <TournamentDialog tournament={open} onClose={() => setOpen(null)} />
      </MountWhenOpened>
    </div>
  );
}
