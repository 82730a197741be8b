import type { TournamentView } from "./types";

/** Spots remaining is maxPlayers minus registeredPlayers, when maxPlayers is set. */
export function spotsRemaining(t: Pick<TournamentView, "maxPlayers" | "registeredPlayers">) {
  return t.maxPlayers == null ? null : Math.max(0, t.maxPlayers - t.registeredPlayers);
}

export function formatFee(fee: number | null) {
  if (fee == null) return "Free";
  return fee === 0 ? "Free" : `$${Number.isInteger(fee) ? fee : fee.toFixed(2)}`;
}
