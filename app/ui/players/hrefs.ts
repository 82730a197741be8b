/** A player's public page. */
export const playerHref = (tag: string) => `/players/${encodeURIComponent(tag)}`;

/** Two players' head-to-head, from the first's side. */
export const headToHeadHref = (tag: string, other: string) =>
  `${playerHref(tag)}/vs/${encodeURIComponent(other)}`;
