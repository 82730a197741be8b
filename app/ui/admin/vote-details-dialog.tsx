import { Link, useNavigate } from "@remix-run/react";
import { voteCountTone } from "~/models/poll-results";
import { formatDate } from "~/ui/admin/format";
import { PageDialog } from "~/ui/common/page-dialog";

export type VoteDetailsData = {
  id: number;
  question: string;
  options: {
    optionId: number;
    optionText: string;
    voteCount: number;
    voters: { username: string; votedAt: Date | string }[];
  }[];
};

/**
 * The number of votes, coloured by count: 0, 1, 2, 3, 4, and 5 or more each look different.
 * A plain span may not carry a name, so it is an image of its count, read as "3 votes".
 */
export function VoteCountBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="vote-count-badge"
      className={`inline-flex min-w-[1.75rem] justify-center rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${voteCountTone(count)}`}
      role="img"
      aria-label={`${count} ${count === 1 ? "vote" : "votes"}`}
    >
      {count}
    </span>
  );
}

/**
 * Vote Details, titled with the poll question. It is rendered (open) whenever the page is at
 * ?votes=<pollId>, so the server sends it open without JavaScript; with JavaScript it becomes a
 * modal (focus trapped, Escape closes) and closing it returns to the page without the parameter.
 */
export function VoteDetailsDialog({
  details,
  closeHref,
}: {
  details: VoteDetailsData;
  closeHref: string;
}) {
  const navigate = useNavigate();
  const titleId = `vote-details-${details.id}-title`;
  const hasVotes = details.options.some((o) => o.voteCount > 0);

  return (
    <PageDialog
      labelledBy={titleId}
      onCancel={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
      wide
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="break-words text-lg font-bold">
          {details.question}
        </h2>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          aria-label="Close"
          className="rounded px-1 opacity-70 hover:opacity-100"
        >
          ✕
        </Link>
      </div>
      {hasVotes ? (
        <ul className="flex flex-col gap-4">
          {details.options.map((option) => (
            <li key={option.optionId} data-testid="vote-details-option">
              <p className="mb-1 flex items-center justify-between gap-3 font-semibold">
                <span className="break-words">{option.optionText}</span>
                <VoteCountBadge count={option.voteCount} />
              </p>
              {option.voters.length === 0 ? (
                <p className="text-sm text-muted">No votes yet</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
                  {option.voters.map((voter, i) => (
                    <li key={i} className="flex flex-wrap justify-between gap-2 py-1">
                      <span>{voter.username}</span>
                      <span className="text-muted">{formatDate(voter.votedAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">No vote data available for this poll.</p>
      )}
    </PageDialog>
  );
}
