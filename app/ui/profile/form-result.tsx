import type { SubmissionResult } from "@conform-to/react";
import { errorTitleFor } from "~/schemas/profile";
import { FormAlert } from "~/ui/common/form-alert";

export type ProfileIntent =
  "picture" | "email" | "slippiCode" | "characters" | "adminRequest" | "changePassword";

/** What the profile action answers when a form needs fixing (success redirects with a toast). */
export type ProfileFormResult = {
  intent: ProfileIntent;
  errorTitle: string;
  lastResult: SubmissionResult<string[]>;
};

/** The first error of a form, under that form's title for it ('Invalid Email', ...). */
export function ProfileFormAlert({
  errors,
  fallbackTitle,
}: {
  errors: Array<string[] | undefined>;
  fallbackTitle: string;
}) {
  const message = errors.flatMap((e) => e ?? [])[0];
  if (!message) return null;
  return <FormAlert title={errorTitleFor(message, fallbackTitle)} messages={[message]} />;
}
