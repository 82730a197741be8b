import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { IDEMPOTENCY_KEY_FIELD } from "~/schemas/idempotency-field";

/**
 * The hidden key of a write form the player may have to send again (a comment, a post, a
 * message, a game, a report): the key the server made for this rendering of the page, so a
 * browser resending the form after a lost answer (with or without JavaScript) resends the key and
 * the server answers with the first result instead of writing twice. `form` tells the page's
 * forms apart, so two of them sent from one rendering never share a key.
 */
export function IdempotencyKeyField({ form }: { form: string }) {
  const formKey = useRouteLoaderData<RootData>("root")?.formKey;
  if (!formKey) return null;
  return <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={`${formKey}-${form}`} />;
}
