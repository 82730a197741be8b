import type { ReactNode } from "react";

/**
 * One set in the score tracker's lists (recent matches, sets awaiting confirmation): a small
 * line about it, the players and scores, and its buttons beside (below on a phone).
 */
export function SetListItem({
  testId,
  about,
  players,
  actions,
}: {
  testId: string;
  about: ReactNode;
  players: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid={testId}
    >
      <div className="min-w-0">
        <p className="text-xs text-muted">{about}</p>
        <p className="break-words">{players}</p>
      </div>
      {actions}
    </li>
  );
}
