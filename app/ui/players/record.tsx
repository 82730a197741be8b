/** "12–3": won and lost, as a scoreboard says it. */
export const wonLost = ({ won, lost }: { won: number; lost: number }) => `${won}–${lost}`;

/** The share of games or sets won, as a whole percentage ("–" when none were played). */
export function winRate({ won, lost }: { won: number; lost: number }) {
  const played = won + lost;
  return played === 0 ? "–" : `${Math.round((won / played) * 100)}%`;
}

/** A set's or result's day, as stored (UTC), without a clock: the same on server and browser. */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** Sets and games won and lost, side by side. */
export function RecordSummary({
  sets,
  games,
}: {
  sets: { won: number; lost: number };
  games: { won: number; lost: number };
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
      {(
        [
          ["Sets", sets],
          ["Games", games],
        ] as const
      ).map(([label, record]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm">{label}</dt>
          <dd className="text-2xl font-bold">
            {wonLost(record)}{" "}
            <span className="block text-sm font-normal">{winRate(record)} won</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
