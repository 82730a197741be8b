import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useIsPending } from "./use-is-pending";

/**
 * A `key` for a create form (new poll, comment, release update) that changes once this form's own
 * submission succeeded: the action redirected, so no result came back and the form starts empty
 * again. Other reloads of the page (a like, a live update, someone else's post) keep what is
 * being typed. Without JavaScript the redirect's fresh page does the same.
 */
export function useResetKey(intent: string, result: unknown) {
  const navigation = useNavigation();
  const [key, setKey] = useState(0);
  const submitting = useIsPending({ intent });
  const submitted = useRef(false);
  useEffect(() => {
    if (submitting) submitted.current = true;
    else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!result) setKey((k) => k + 1);
    }
  }, [submitting, navigation.state, result]);
  return key;
}
