const KB = 1024;

/** A whole request body, everywhere but the picture upload. */
export const BODY_LIMIT = 256 * KB;
/** The picture upload's whole body: a little room above the picture's own 2 MB rule. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * KB;

// The profile page takes picture uploads; with JavaScript, Remix posts them to /profile.data.
const UPLOAD_PATHS = new Set(["/api/user/profile-picture", "/profile", "/profile.data"]);

/** A Slippi replay's own limit: a long modern replay is several MB (about 300 bytes a frame). */
export const REPLAY_LIMIT = 16 * 1024 * KB;
/** A replay upload's whole body: the replay and room for the form around it. */
export const REPLAY_BODY_LIMIT = REPLAY_LIMIT + 256 * KB;

// Replays are uploaded to a set's games (the /api) and, without JavaScript, to the page's twin.
const REPLAY_PATHS =
  /^\/(?:api\/score-tracker\/matches\/[^/]+\/games|score-tracker\/replay(?:\.data)?)$/;

export function bodyLimitFor(path: string) {
  if (REPLAY_PATHS.test(path)) return REPLAY_BODY_LIMIT;
  return UPLOAD_PATHS.has(path) ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}
