import type { TournamentType } from "~/schemas/tournament";

/** A tournament as the list and details show it (the public fields, dates as calendar days). */
export type TournamentView = {
  id: number;
  name: string;
  description: string;
  type: string;
  startDate: string;
  endDate: string;
  location: string;
  region: string;
  registeredPlayers: number;
  maxPlayers: number | null;
  registrationOpen: boolean;
  registrationFee: number | null;
  prizePool: string;
  imageUrl: string | null;
  status: string;
  winner: string | null;
  doublesWinner: string | null;
};

export const isTournamentType = (type: string): type is TournamentType =>
  ["MAJOR", "REGIONAL", "LOCAL", "ONLINE"].includes(type);
