import { ssbmRank2024, ssbmRank2024Source } from "~/data/ssbmrank-2024";
import {
  distinctValues,
  filterRankedPlayers,
  type RankedPlayer,
  type RankingFilters,
} from "~/models/ranking";

// The ranking is 48 static rows shipped with the code (app/data), not a database table, so
// filtering them in memory is the whole query.

/** Longest search text taken from a URL; longer input is cut. */
const MAX_QUERY_LENGTH = 100;

/** The players matching the filters, in rank order. */
export function listRankedPlayers(filters: Partial<RankingFilters> = {}): RankedPlayer[] {
  return filterRankedPlayers(ssbmRank2024, filters);
}

/** Every region present in the data, alphabetically (the filter's choices after "All Regions"). */
export function rankingRegions(): string[] {
  return distinctValues(ssbmRank2024, "region");
}

/** Every character present in the data, alphabetically. */
export function rankingCharacters(): string[] {
  return distinctValues(ssbmRank2024, "character");
}

/** Whether the shipped list is the placeholder sample or an imported CSV. */
export function rankingSource() {
  return ssbmRank2024Source;
}

/** The filters from a URL's query (?q=&region=&character=); missing or blank means "all". */
export function rankingFiltersFromSearchParams(params: URLSearchParams): RankingFilters {
  const read = (name: string) => (params.get(name) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  // ?region=europe selects "Europe": the spelling the filter's choices use.
  const canonical = (value: string, choices: string[]) =>
    choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;
  return {
    q: read("q"),
    region: canonical(read("region"), rankingRegions()),
    character: canonical(read("character"), rankingCharacters()),
  };
}

/** schema.org ItemList of the whole ranking: ListItem position = rank, item = the Person. */
export function rankingItemListJsonLd(pageUrl: string) {
  const players = listRankedPlayers();
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "SSBMRank 2024",
    description: "The top 48 Super Smash Bros. Melee players worldwide in 2024.",
    url: pageUrl,
    numberOfItems: players.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: players.map((player) => ({
      "@type": "ListItem",
      position: player.rank,
      item: {
        "@type": "Person",
        name: player.name,
        alternateName: player.tag,
        nationality: { "@type": "Country", name: player.country },
        homeLocation: { "@type": "Place", name: player.region },
      },
    })),
  };
}
