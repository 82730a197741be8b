// Small profile rules shared by the server and the page.

type ProfileUser = { id: string; username: string; role: string; isAdmin: boolean };

/** Shown when no Slippi code is set: the tag, '#', the last 3 characters of the id. */
export function defaultSlippiCode(user: Pick<ProfileUser, "id" | "username">) {
  return `${user.username}#${user.id.slice(-3)}`;
}

/** The profile's role badges: Basic User, Administrator, or Owner with its second badge Gemba. */
export function roleBadges(user: Pick<ProfileUser, "role" | "isAdmin">): string[] {
  if (user.role === "owner") return ["Owner", "Gemba"];
  if (user.isAdmin) return ["Administrator"];
  return ["Basic User"];
}

/** How long a Copy button says "Copied!". */
export const COPY_CONFIRM_MS = 2000;
