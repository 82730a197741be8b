import { roleBadges } from "~/models/profile";
import { MESSAGE_TYPES } from "~/schemas/contact-options";

// Small display helpers for the admin page. Dates are formatted in UTC so the server's HTML and
// the hydrated page agree.

export function formatDate(date: Date | string | null | undefined) {
  if (!date) return "—";
  const d = new Date(date);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)} UTC`;
}

/** The role as the profile's first badge names it: Owner, Administrator or Basic User. */
export const roleLabel = (user: { role: string; isAdmin: boolean }) => roleBadges(user)[0];

export const MESSAGE_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  MESSAGE_TYPES.map((t) => [t.value, t.label]),
);
