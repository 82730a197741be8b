import type { PublicTournament } from "~/models/tournament.server";
import type { TournamentType } from "~/schemas/tournament-options";

/** A tournament as the list and details show it (the public fields, dates as calendar days). */
export type TournamentView = PublicTournament;

export const isTournamentType = (type: string): type is TournamentType =>
  ["MAJOR", "REGIONAL", "LOCAL", "ONLINE"].includes(type);
