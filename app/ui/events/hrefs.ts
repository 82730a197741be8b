/** An event's public page, on the given column of its bracket (narrow screens show one). */
export const eventHref = (eventId: number, column?: number) =>
  column === undefined ? `/events/${eventId}` : `/events/${eventId}?round=${column + 1}`;

/** The organiser's screen; `confirm` opens its reset or DQ confirmation (a page state). */
export const manageHref = (eventId: number, confirm?: { reset: number } | { dq: number }) => {
  const base = `/events/${eventId}/manage`;
  if (!confirm) return base;
  return "reset" in confirm ? `${base}?reset=${confirm.reset}` : `${base}?dq=${confirm.dq}`;
};

/** Where a tournament's organisers create an event. */
export const newEventHref = (tournamentId: number) => `/tournaments/${tournamentId}/events/new`;
/** The home page's section of a player's bracket matches to play now, where the top bar's badge leads. */
export const YOUR_MATCHES_ID = "your-matches";
