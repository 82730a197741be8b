// The tournaments' plain values, apart from the zod schemas (./tournament) so the browser's
// code gets them without zod.

export const TOURNAMENT_TYPES = ["MAJOR", "REGIONAL", "LOCAL", "ONLINE"] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

/** Regions a submission can name; the list filter offers Global instead of Oceania. */
export const SUBMISSION_REGIONS = [
  "North America",
  "Europe",
  "Asia",
  "South America",
  "Oceania",
] as const;
export const FILTER_REGIONS = [
  "North America",
  "Europe",
  "Asia",
  "South America",
  "Global",
] as const;

export const TYPE_LABELS: Record<TournamentType, string> = {
  MAJOR: "Major",
  REGIONAL: "Regional",
  LOCAL: "Local",
  ONLINE: "Online",
};

export const PAGE_SIZE = 5;
export const MAX_LIMIT = 200;

export const REQUIRED_FIELDS_TITLE = "Validation Error";
export const REQUIRED_FIELDS = "Please fill in all required fields.";

export const TOURNAMENT_STATUSES = ["Open", "Pending Review", "Approved", "Rejected"] as const;

export const REVIEW_STATUSES = ["Approved", "Rejected"] as const;
