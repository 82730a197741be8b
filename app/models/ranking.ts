// Rankings helpers shared by the server (loader, /api, import script) and the browser (the table).

/** Number of players in a yearly SSBMRank list. */
export const RANKING_SIZE = 48;

/** One player of the static yearly ranking on the Rankings page. */
export type RankedPlayer = {
  readonly id: string;
  readonly rank: number;
  /** The player's name; the sample data repeats the tag here (see app/data/ssbmrank-2024.ts). */
  readonly name: string;
  readonly tag: string;
  readonly character: string;
  readonly region: string;
  readonly country: string;
  readonly points: number;
  /** Last year's rank; null when the player was not ranked. */
  readonly previousRank: number | null;
  /** Events attended. */
  readonly tournaments: number;
  readonly wins: number;
  readonly losses: number;
  /** Percent, 0-100. */
  readonly winRate: number;
  /** A site path (public/), only for the top 10. */
  readonly imageUrl?: string;
};

/** Where the shipped list comes from: the placeholder sample, or a CSV imported by the script. */
export type RankingDataSource =
  | { readonly sample: true }
  | { readonly sample: false; readonly file: string; readonly importedOn: string };

export type RankingFilters = { q: string; region: string; character: string };

/** Case- and accent-insensitive text for matching ("Mang0" ~ "mang0", "Pokémon" ~ "pokemon"). */
function fold(value: string) {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").trim();
}

/**
 * The players matching every given filter, in rank order: `q` searches tag and name, `region` and
 * `character` must match exactly (ignoring case). An empty filter matches everyone.
 */
export function filterRankedPlayers(
  players: readonly RankedPlayer[],
  filters: Partial<RankingFilters>,
): RankedPlayer[] {
  const q = fold(filters.q ?? "");
  const region = fold(filters.region ?? "");
  const character = fold(filters.character ?? "");
  return players
    .filter(
      (p) =>
        (!q || fold(p.tag).includes(q) || fold(p.name).includes(q)) &&
        (!region || fold(p.region) === region) &&
        (!character || fold(p.character) === character),
    )
    .sort((a, b) => a.rank - b.rank);
}

/** The distinct values of one field, sorted alphabetically. */
export function distinctValues(
  players: readonly RankedPlayer[],
  field: "region" | "character" | "country",
): string[] {
  return [...new Set(players.map((p) => p[field]))].sort((a, b) => a.localeCompare(b, "en"));
}

export type RankBadgeTone = "gold" | "dark" | "light";

/** Ranks 1-3 gold, 4-10 dark, others lighter. */
export function rankBadgeTone(rank: number): RankBadgeTone {
  if (rank <= 3) return "gold";
  if (rank <= 10) return "dark";
  return "light";
}

export type RankChange = {
  direction: "up" | "down" | "same" | "new";
  /** Places gained or lost (0 for same and new). */
  places: number;
  /** The words a screen reader hears, and the tooltip: "Up 2", "Down 1", "No change"… */
  label: string;
};

/**
 * A lower rank than last year is a rise, a higher one a fall; the same rank, or no previous rank,
 * is neutral.
 */
export function rankChange(rank: number, previousRank: number | null | undefined): RankChange {
  if (previousRank == null) return { direction: "new", places: 0, label: "No previous rank" };
  if (rank < previousRank) {
    const places = previousRank - rank;
    return { direction: "up", places, label: `Up ${places}` };
  }
  if (rank > previousRank) {
    const places = rank - previousRank;
    return { direction: "down", places, label: `Down ${places}` };
  }
  return { direction: "same", places: 0, label: "No change" };
}
