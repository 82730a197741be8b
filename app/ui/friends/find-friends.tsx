import { Form } from "@remix-run/react";
import { noUsersFound, SEARCH_HINT, SEARCH_MIN_LENGTH } from "~/schemas/friends-options";
import { Avatar } from "~/ui/common/avatar";
import { useLiveSearchForm } from "~/ui/common/use-live-search-form";
import { IntentButton } from "~/ui/friends/intent-button";
import type { SearchResultView, TemporaryStatus } from "~/ui/friends/types";
import { useTemporaryStatuses } from "~/ui/friends/use-temporary-statuses";
import { PlayerLink } from "~/ui/players/player-link";

const badgeClass = "rounded-full px-3 py-1 text-xs font-semibold";

/**
 * Find Friends: a GET form (?tab=find&q=), so searching works without JavaScript; with it the
 * results follow the typing after a short pause.
 */
export function FindFriends({ q, results }: { q: string; results: SearchResultView[] }) {
  const { formRef, onChange, onSubmit } = useLiveSearchForm({ q });
  const temporary = useTemporaryStatuses();
  const query = q.trim();

  return (
    <div className="flex flex-col gap-4">
      <Form
        ref={formRef}
        method="get"
        action="/friends"
        role="search"
        className="flex gap-2"
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="tab" value="find" />
        <label htmlFor="friend-search" className="sr-only">
          Search users by tag
        </label>
        <input
          id="friend-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          placeholder="Search users by tag..."
          className="field-input"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>

      {query.length < SEARCH_MIN_LENGTH ? (
        <p className="py-4 text-center text-slate-600 dark:text-slate-300">{SEARCH_HINT}</p>
      ) : results.length === 0 ? (
        <p className="py-4 text-center text-slate-600 dark:text-slate-300">{noUsersFound(query)}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Search results">
          {results.map((user) => (
            <li
              key={user.id}
              data-testid="search-result"
              className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
            >
              <Avatar user={user} size="md" />
              <div className="min-w-[9rem] flex-1">
                <p className="truncate font-semibold">
                  <PlayerLink tag={user.username} className="text-inherit" />
                </p>
                {user.main ? (
                  <p className="text-xs text-slate-600 dark:text-slate-300">Main: {user.main}</p>
                ) : null}
              </div>
              <ResultStatus user={user} q={query} temporary={temporary.get(user.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A search result's friendship status; a temporary status wins for its 3 seconds. */
function ResultStatus({
  user,
  q,
  temporary,
}: {
  user: SearchResultView;
  q: string;
  temporary?: TemporaryStatus;
}) {
  if (temporary === "request_accepted") {
    return (
      <span
        className={`${badgeClass} bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200`}
      >
        Your request has been accepted
      </span>
    );
  }
  if (temporary === "request_rejected") {
    return (
      <span
        className={`${badgeClass} bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200`}
      >
        Your request was denied
      </span>
    );
  }
  if (user.friendshipStatus === "accepted") {
    return (
      <span
        className={`${badgeClass} bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200`}
      >
        Friends
      </span>
    );
  }
  if (user.friendshipStatus === "pending" && user.sentByMe) {
    return (
      <span
        className={`${badgeClass} bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}
      >
        Request Sent
      </span>
    );
  }
  if (user.friendshipStatus === "pending" && user.friendshipId !== null) {
    // They asked first: answering is one click away here too.
    return (
      <IntentButton
        intent="accept"
        fields={{ requestId: String(user.friendshipId) }}
        tab="find"
        q={q}
        label="Accept"
        ariaLabel={`Accept ${user.username}'s friend request`}
        className="btn-primary px-3"
      />
    );
  }
  return (
    <IntentButton
      intent="request"
      fields={{ receiverId: user.id }}
      tab="find"
      q={q}
      label="Add Friend"
      pendingLabel="Sending..."
      className="btn-primary px-3"
    />
  );
}
