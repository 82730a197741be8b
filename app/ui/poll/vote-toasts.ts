import { SELECT_OPTION } from "~/schemas/poll-messages";
import type { Toast } from "~/utils/toast";

// The Weekly Poll's toasts, shared by the vote route and the enhanced form.

export const VOTE_SUBMITTED: Toast = { title: "Vote submitted", description: "Thanks for voting!" };

export const ALREADY_VOTED_TOAST: Toast = {
  title: "Already voted",
  description: "You have already voted in this poll.",
  type: "destructive",
};

export const NO_OPTION_TOAST: Toast = {
  title: "No option selected",
  description: SELECT_OPTION,
  type: "destructive",
};

export const VOTE_FAILED_TOAST: Toast = {
  title: "Error",
  description: "Failed to submit vote. Please try again.",
  type: "destructive",
};

export const POLL_SIGN_IN_MESSAGE =
  "Come on! You must be logged in to participate in the Weekly Poll.";

/** What the enhanced (JavaScript) vote form gets back instead of a redirect. */
export type VoteResult = { ok: boolean; alreadyVoted: boolean; toast: Toast };
