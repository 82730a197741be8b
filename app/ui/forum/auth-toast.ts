import { useShowToast } from "~/ui/shell/toast-context";

export const AUTH_REQUIRED = "Authentication Required";
export const SIGN_IN_TO_LIKE = "Please sign in to like posts.";
export const SIGN_IN_TO_COMMENT = "Please sign in to comment.";

/** A guest pressing Like or Comment (with JavaScript) gets this toast and stays put. */
export function useAuthRequiredToast() {
  const showToast = useShowToast();
  return (description: string) =>
    showToast({ title: AUTH_REQUIRED, description, type: "destructive" });
}
