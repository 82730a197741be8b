import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { formatDate } from "~/ui/admin/format";
import { sectionAction } from "~/ui/admin/hrefs";
import { PollCreateForm } from "~/ui/admin/poll-create-form";
import { AdminSection, EmptyNote } from "~/ui/admin/section";
import { VoteDetailsDialog, type VoteDetailsData } from "~/ui/admin/vote-details-dialog";
import { usePendingFormData } from "~/ui/common/use-is-pending";
import { useResetKey } from "~/ui/common/use-reset-key";

export type ManagedPoll = {
  id: number;
  question: string;
  isActive: boolean;
  createdAt: Date | string;
  totalVotes: number;
  options: { id: number }[];
};

/**
 * An on/off switch that is a real form: the button posts the opposite state, so it works
 * without JavaScript; with it, the switch shows the new state while the post is on its way.
 */
function StatusSwitch({ poll, label }: { poll: ManagedPoll; label: string }) {
  const pending =
    usePendingFormData({ intent: "setPollStatus" })?.get("pollId") === String(poll.id);
  const checked = pending ? !poll.isActive : poll.isActive;
  return (
    <Form method="post" action={sectionAction("polls")} preventScrollReset>
      <input type="hidden" name="intent" value="setPollStatus" />
      <input type="hidden" name="pollId" value={poll.id} />
      <input type="hidden" name="isActive" value={String(!poll.isActive)} />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        disabled={pending}
        className="group inline-flex items-center gap-2 rounded-full text-sm font-medium"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 rounded-full transition-colors ${
            checked ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-700"
          }`}
        >
          <span
            className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${
              checked ? "left-[1.375rem]" : "left-0.5"
            }`}
          />
        </span>
        {label}
      </button>
    </Form>
  );
}

function PollRow({
  poll,
  switchLabel,
  votesHref,
}: {
  poll: ManagedPoll;
  switchLabel: string;
  votesHref: string;
}) {
  return (
    <li
      data-testid="managed-poll"
      data-poll-id={poll.id}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="break-words font-semibold">{poll.question}</p>
        <p className="text-xs text-muted">
          {poll.options.length} options · {poll.totalVotes}{" "}
          {poll.totalVotes === 1 ? "vote" : "votes"} · created {formatDate(poll.createdAt)}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StatusSwitch poll={poll} label={switchLabel} />
        <Link to={votesHref} preventScrollReset className="btn-secondary px-3 py-1 text-xs">
          Votes
        </Link>
      </div>
    </li>
  );
}

/**
 * Poll admin: Create Poll, the active polls (Active switch, Votes), the inactive ones under a
 * collapsible 'Past Polls (count)' (Reactivate switch), and the Vote Details dialog, which is the
 * page at ?votes=<pollId> so it opens without JavaScript too.
 */
export function PollManagement({
  activePolls,
  pastPolls,
  pastCount,
  pastOpen,
  createResult,
  voteDetails,
  hrefWith,
}: {
  activePolls: ManagedPoll[];
  pastPolls: ManagedPoll[];
  pastCount: number;
  /** Past Polls starts open, e.g. right after a poll was created (new polls start inactive). */
  pastOpen: boolean;
  /** The server's answer to a create form that was not saved (invalid, or an option added). */
  createResult?: SubmissionResult<string[]>;
  voteDetails: VoteDetailsData | null;
  /** The admin page's URL with these parameters added (keeping the page's other state). */
  hrefWith: (extra?: Record<string, string>) => string;
}) {
  const votesHref = (poll: ManagedPoll) => hrefWith({ votes: String(poll.id) });
  const formKey = useResetKey("createPoll", createResult);
  return (
    <AdminSection id="poll-management" title="Poll Management">
      <details key={formKey} open={Boolean(createResult) || undefined} className="group mb-6">
        <summary className="btn-primary cursor-pointer list-none">Create Poll</summary>
        <PollCreateForm lastResult={createResult} />
      </details>

      <h3 className="mb-2 text-lg font-semibold">Active Polls ({activePolls.length})</h3>
      {activePolls.length === 0 ? (
        <EmptyNote>No active polls. Switch one on to show it on the home page.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Active polls">
          {activePolls.map((poll) => (
            <PollRow key={poll.id} poll={poll} switchLabel="Active" votesHref={votesHref(poll)} />
          ))}
        </ul>
      )}

      <details open={pastOpen || undefined} className="mt-6">
        <summary className="cursor-pointer text-lg font-semibold">Past Polls ({pastCount})</summary>
        <div className="mt-3">
          {pastPolls.length === 0 ? (
            <EmptyNote>No past polls.</EmptyNote>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Past polls">
              {pastPolls.map((poll) => (
                <PollRow
                  key={poll.id}
                  poll={poll}
                  switchLabel="Reactivate"
                  votesHref={votesHref(poll)}
                />
              ))}
            </ul>
          )}
          {pastCount > pastPolls.length ? (
            <p className="mt-2 text-xs text-muted">
              Showing the newest {pastPolls.length} of {pastCount}.
            </p>
          ) : null}
        </div>
      </details>

      {voteDetails ? (
        <VoteDetailsDialog key={voteDetails.id} details={voteDetails} closeHref={hrefWith()} />
      ) : null}
    </AdminSection>
  );
}
