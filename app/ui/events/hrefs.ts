/** An event's public page, on the given column of its bracket (narrow screens show one). */
export const eventHref = (eventId: number, column?: number) =>
  column === undefined ? `/events/${eventId}` : `/events/${eventId}?round=${column + 1}`;
