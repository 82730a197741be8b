import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LazyAuthRequiredDialog, MountWhenOpened } from "~/ui/common/mount-when-opened";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useIsPending } from "~/ui/common/use-is-pending";
import { PollResults, type ResultOption } from "~/ui/poll/poll-results";
import { NO_OPTION_TOAST, POLL_SIGN_IN_MESSAGE, type VoteResult } from "~/ui/poll/vote-toasts";
import { useShowToast } from "~/ui/shell/toast-context";

export type WeeklyPollData = {
  id: number;
  question: string;
  totalVotes: number;
  userVote: number | null;
  options: ResultOption[];
};

/**
 * The home page's Weekly Poll. One option, chosen with radio buttons, is posted to
 * /polls/{id}/vote: a plain POST that comes back here with a toast, or, with JavaScript, a fetcher
 * whose answer raises the toast in place. Results show once the viewer has voted (or was told
 * they already had) and whenever the poll has any votes.
 */
export function WeeklyPoll({ poll, signedIn }: { poll: WeeklyPollData | null; signedIn: boolean }) {
  return (
    <section className="card" aria-labelledby="weekly-poll-title">
      <h2 id="weekly-poll-title" className="mb-4 text-2xl font-bold">
        Weekly Poll
      </h2>
      {poll ? (
        <PollCard key={poll.id} poll={poll} signedIn={signedIn} />
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          No poll is running right now. Check back soon!
        </p>
      )}
    </section>
  );
}

function PollCard({ poll, signedIn }: { poll: WeeklyPollData; signedIn: boolean }) {
  const fetcher = useFetcher<VoteResult>({ key: `poll-vote-${poll.id}` });
  const showToast = useShowToast();
  const hydrated = useHydrated();
  const location = useLocation();
  const [askingToSignIn, setAskingToSignIn] = useState(false);

  const result = fetcher.data;
  useEffect(() => {
    if (result) showToast(result.toast);
  }, [result, showToast]);

  const voted = poll.userVote !== null || Boolean(result?.ok || result?.alreadyVoted);
  const showResults = voted || poll.totalVotes > 0;
  const submitting = useIsPending({ fetcher, state: "submitting" });

  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold" id={`poll-${poll.id}-question`}>
        {poll.question}
      </h3>
      {voted ? null : (
        <fetcher.Form
          method="post"
          action={`/polls/${poll.id}/vote`}
          preventScrollReset
          aria-labelledby={`poll-${poll.id}-question`}
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            if (!signedIn) {
              event.preventDefault();
              setAskingToSignIn(true);
            } else if (!new FormData(event.currentTarget).get("optionId")) {
              event.preventDefault();
              showToast(NO_OPTION_TOAST);
            }
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{poll.question}</legend>
            {poll.options.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-brand-600 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <input
                  type="radio"
                  name="optionId"
                  value={option.id}
                  className="h-4 w-4 accent-brand-600"
                />
                <span>{option.optionText}</span>
              </label>
            ))}
          </fieldset>
          {signedIn ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Only registered users can participate in polls.{" "}
              <Link to="/auth?tab=register" className="font-semibold text-accent hover:underline">
                Sign up to vote!
              </Link>
            </p>
          )}
          <button type="submit" className="btn-primary self-start" disabled={submitting}>
            {submitting ? "Submitting..." : "Vote"}
          </button>
        </fetcher.Form>
      )}
      {showResults ? (
        <PollResults options={poll.options} totalVotes={poll.totalVotes} userVote={poll.userVote} />
      ) : null}
      <MountWhenOpened open={askingToSignIn}>
        <LazyAuthRequiredDialog
          open={askingToSignIn}
          onClose={() => setAskingToSignIn(false)}
          message={POLL_SIGN_IN_MESSAGE}
        />
      </MountWhenOpened>
    </div>
  );
}
