import type { RankedPlayer } from "~/models/ranking";
import { PlayerLink } from "~/ui/players/player-link";
import { RankBadge, RankChangeMark } from "./rank-badge";

// A fixed locale, so the server and the browser print the same digits (no hydration mismatch).
const integer = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

const cell = "px-3 py-2 align-middle";
// Narrow screens keep rank, player and points; the rest appear as the width allows.
const fromSm = "hidden sm:table-cell";
const fromMd = "hidden md:table-cell";
const fromLg = "hidden lg:table-cell";

function PlayerPicture({ player }: { player: RankedPlayer }) {
  if (player.imageUrl) {
    return (
      <img
        src={player.imageUrl}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        decoding="async"
        className="hidden h-8 w-8 shrink-0 rounded-full object-cover sm:block"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="hidden h-8 w-8 shrink-0 select-none items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200 sm:inline-flex"
    >
      {player.tag.charAt(0).toUpperCase()}
    </span>
  );
}

/** One row per player; the caller shows the empty message when there are none. */
export function RankingsTable({
  players,
  withPages,
}: {
  players: RankedPlayer[];
  /** The tags that lead to a player page here. */
  withPages: string[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        SSBMRank 2024 players with rank, change since last year, character, region, points, events,
        wins and losses, and win rate
      </caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-400">
        <tr>
          <th scope="col" className={cell}>
            Rank
          </th>
          <th scope="col" className={cell}>
            Player
          </th>
          <th scope="col" className={`${cell} ${fromMd}`}>
            Character
          </th>
          <th scope="col" className={`${cell} ${fromLg}`}>
            Region
          </th>
          <th scope="col" className={`${cell} text-right`}>
            Points
          </th>
          <th scope="col" className={`${cell} ${fromLg} text-right`}>
            Events
          </th>
          <th scope="col" className={`${cell} ${fromMd} text-right`}>
            W–L
          </th>
          <th scope="col" className={`${cell} ${fromSm} text-right`}>
            Win rate
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => (
          <tr
            key={player.id}
            data-testid="ranking-row"
            className="border-t border-slate-200 dark:border-slate-800"
          >
            <td className={cell}>
              <span className="flex items-center gap-2">
                <RankBadge rank={player.rank} />
                <RankChangeMark rank={player.rank} previousRank={player.previousRank} />
              </span>
            </td>
            <th scope="row" className={`${cell} font-normal`}>
              <span className="flex items-center gap-3">
                <PlayerPicture player={player} />
                <span className="min-w-0">
                  {withPages.includes(player.tag) ? (
                    <PlayerLink tag={player.tag} className="block font-semibold" />
                  ) : (
                    <span className="block font-semibold">{player.tag}</span>
                  )}
                  {player.name !== player.tag ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {player.name}
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-600 dark:text-slate-400 md:hidden">
                    {player.character} · {player.country}
                  </span>
                </span>
              </span>
            </th>
            <td className={`${cell} ${fromMd}`}>{player.character}</td>
            <td className={`${cell} ${fromLg}`}>
              <span className="block">{player.region}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {player.country}
              </span>
            </td>
            <td className={`${cell} text-right font-semibold tabular-nums`}>
              {integer.format(player.points)}
            </td>
            <td className={`${cell} ${fromLg} text-right tabular-nums`}>{player.tournaments}</td>
            <td className={`${cell} ${fromMd} text-right tabular-nums`}>
              {player.wins}–{player.losses}
            </td>
            <td className={`${cell} ${fromSm} text-right tabular-nums`}>
              {percent.format(player.winRate)}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
