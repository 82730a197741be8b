import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { absoluteUrl } from "~/http/seo.server";
import { tagsWithPages } from "~/models/player.server";
import { RANKING_SIZE } from "~/models/ranking";
import {
  listRankedPlayers,
  rankingCharacters,
  rankingFiltersFromSearchParams,
  rankingItemListJsonLd,
  rankingRegions,
  rankingSource,
} from "~/models/ranking.server";
import { RankingsFiltersForm } from "~/ui/rankings/rankings-filters";
import { RankingsTable } from "~/ui/rankings/rankings-table";
import { JsonLd } from "~/ui/seo/json-ld";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({
    title: "SSBMRank 2024 | Melee Hub",
    description:
      "SSBMRank 2024: the top 48 Super Smash Bros. Melee players worldwide, with their characters, regions, points and rank changes.",
    url: data?.canonicalUrl ?? "/rankings",
  });

// Filters are query parameters (/rankings?q=zain&region=North%20America&character=Fox), so the
// page filters on the server and works the same with JavaScript off.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = rankingFiltersFromSearchParams(url.searchParams);
  // Every filtered view is the same list: search engines get the one unfiltered address.
  const canonicalUrl = absoluteUrl(request, "/rankings");
  const players = listRankedPlayers(filters);
  return {
    filters,
    players,
    // The ranked players who play here too: their tags lead to their player pages.
    withPages: await tagsWithPages(players.map((player) => player.tag)),
    regions: rankingRegions(),
    characters: rankingCharacters(),
    sample: rankingSource().sample,
    canonicalUrl,
    jsonLd: rankingItemListJsonLd(canonicalUrl),
  };
}

export default function RankingsPage() {
  const { filters, players, withPages, regions, characters, sample, jsonLd } =
    useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const filtering = navigation.state === "loading" && navigation.location.pathname === "/rankings";

  return (
    <div className="flex flex-col gap-6 pb-10 pt-4">
      <JsonLd data={jsonLd} />
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">SSBMRank 2024</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          The official 2024 rankings of the top {RANKING_SIZE} Super Smash Bros. Melee players
          worldwide.
        </p>
        {sample ? (
          <p
            className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
            data-testid="rankings-sample-note"
          >
            Sample data: the official list has not been loaded yet, so these rows are placeholders.
          </p>
        ) : null}
      </header>

      <section className="card" aria-label="Search and filters">
        <RankingsFiltersForm filters={filters} regions={regions} characters={characters} />
      </section>

      <section
        className="card overflow-hidden p-0"
        aria-label="Players"
        aria-busy={filtering || undefined}
      >
        <p
          className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400"
          aria-live="polite"
          data-testid="rankings-count"
        >
          {players.length === RANKING_SIZE
            ? `All ${RANKING_SIZE} players`
            : `${players.length} of ${RANKING_SIZE} players`}
        </p>
        <div className={filtering ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {players.length > 0 ? (
            <RankingsTable players={players} withPages={withPages} />
          ) : (
            <p className="border-t border-slate-200 px-3 py-10 text-center text-slate-600 dark:border-slate-800 dark:text-slate-300">
              No players found matching your search criteria.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
