import { useNavigation } from "@remix-run/react";

/** What a navigation and a fetcher both tell about a submission on its way. */
type Submission = {
  state: "idle" | "submitting" | "loading";
  formData?: FormData;
  formAction?: string;
  formMethod?: string;
};

export type PendingMatch = {
  /** The hidden `intent` field of the form (pages run several forms through one action). */
  intent?: string;
  /** The form's action, as the form states it (with its query, if any). */
  formAction?: string;
  formMethod?: "POST" | "PUT" | "PATCH" | "DELETE";
  /** "submitting" ends when the action answers; by default pending lasts until the page is idle. */
  state?: "submitting" | "non-idle";
  /** A component's own fetcher, read instead of the page's navigation. */
  fetcher?: Submission;
};

function matches(submission: Submission, match: PendingMatch) {
  const pending =
    match.state === "submitting" ? submission.state === "submitting" : submission.state !== "idle";
  return (
    pending &&
    (match.formAction === undefined || submission.formAction === match.formAction) &&
    (match.formMethod === undefined || submission.formMethod?.toUpperCase() === match.formMethod) &&
    (match.intent === undefined || submission.formData?.get("intent") === match.intent)
  );
}

/** Whether the matching form is being submitted (or, by default, its page reloaded after it). */
export function useIsPending(match: PendingMatch = {}) {
  const navigation = useNavigation();
  return matches(match.fetcher ?? navigation, match);
}

/** The fields of the matching form while it is pending, for an optimistic view; else null. */
export function usePendingFormData(match: PendingMatch = {}) {
  const navigation = useNavigation();
  const submission = match.fetcher ?? navigation;
  return matches(submission, match) ? (submission.formData ?? null) : null;
}
