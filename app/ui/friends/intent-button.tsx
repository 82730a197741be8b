import { useFetcher } from "@remix-run/react";
import type { FriendTab } from "~/schemas/friends-options";
import { useIsPending } from "~/ui/common/use-is-pending";

type Props = {
  intent: "request" | "accept" | "reject" | "remove";
  /** The hidden fields the intent needs (receiverId, requestId or friendId). */
  fields: Record<string, string>;
  label: string;
  pendingLabel?: string;
  /** Where the page comes back to after the action. */
  tab: FriendTab;
  q?: string;
  className?: string;
  ariaLabel?: string;
};

/**
 * One of the page's actions as its own small form: a plain POST to /friends without
 * JavaScript, a fetcher with it (the button shows its pending label and cannot be pressed twice).
 * The action redirects back with a flash toast either way.
 */
export function IntentButton({
  intent,
  fields,
  label,
  pendingLabel,
  tab,
  q,
  className = "btn-primary",
  ariaLabel,
}: Props) {
  const fetcher = useFetcher();
  const pending = useIsPending({ fetcher });
  return (
    <fetcher.Form method="post" action="/friends">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="tab" value={tab} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <button type="submit" className={className} disabled={pending} aria-label={ariaLabel}>
        {pending && pendingLabel ? pendingLabel : label}
      </button>
    </fetcher.Form>
  );
}
