import { formatPercent } from "~/models/poll-results";

export type ResultOption = {
  id: number;
  optionText: string;
  voteCount: number;
  percentage: number;
};

const votes = (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`;

/** Per-option counts, percentages (1 decimal) and bars; the viewer's choice is marked in words. */
export function PollResults({
  options,
  totalVotes,
  userVote,
}: {
  options: ResultOption[];
  totalVotes: number;
  userVote: number | null;
}) {
  return (
    <div data-testid="poll-results">
      <ul className="flex flex-col gap-3">
        {options.map((option) => {
          const mine = option.id === userVote;
          return (
            <li key={option.id} data-testid="poll-result" data-option-id={option.id}>
              <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className={mine ? "font-semibold" : undefined}>
                  {option.optionText}
                  {mine ? (
                    <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      Your vote
                    </span>
                  ) : null}
                </span>
                <span className="tabular-nums text-slate-600 dark:text-slate-300">
                  {votes(option.voteCount)} · {formatPercent(option.percentage)}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  className={`h-full rounded-full ${mine ? "bg-brand-600" : "bg-violet-400 dark:bg-violet-500"}`}
                  style={{ width: `${option.percentage}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Total: {votes(totalVotes)}</p>
    </div>
  );
}
