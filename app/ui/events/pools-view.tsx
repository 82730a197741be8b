import type { CardMatch } from "./bracket-pages";

/** A pool as a table: every set of the pool, its players and its score. */
export function PoolTable({
  pool,
  matches,
  names,
}: {
  pool: number;
  matches: CardMatch[];
  names: Record<number, string>;
}) {
  const name = (id: number | null) => (id === null ? "—" : names[id]);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold">Pool {pool}</caption>
        <thead>
          <tr>
            <th scope="col">Player 1</th>
            <th scope="col">Score</th>
            <th scope="col">Player 2</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.id}>
              <td className={match.winnerId === match.entrant1Id ? "font-bold" : undefined}>
                {name(match.entrant1Id)}
              </td>
              <td>
                {match.status !== "done"
                  ? "–"
                  : match.dq
                    ? "DQ"
                    : `${match.score1 ?? (match.winnerId === match.entrant1Id ? "W" : "L")} – ${
                        match.score2 ?? (match.winnerId === match.entrant2Id ? "W" : "L")
                      }`}
              </td>
              <td className={match.winnerId === match.entrant2Id ? "font-bold" : undefined}>
                {name(match.entrant2Id)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
