/**
 * Whether a page load was the player's own doing: a link or form of this site, or the address
 * bar and bookmarks (Sec-Fetch-Site "same-origin" or "none"), rather than another site's link,
 * redirect or script. Loaders that mark things read or viewed do so only then, so another site
 * cannot clear a player's unread badges by sending them to our pages. A client that sends no
 * Sec-Fetch-Site at all (an older browser, a script using its own cookie) counts as the player.
 */
export function isOwnNavigation(request: Request) {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}
