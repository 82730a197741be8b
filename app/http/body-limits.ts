const KB = 1024;

/** A whole request body, everywhere but the picture upload. */
export const BODY_LIMIT = 256 * KB;
/** The picture upload's whole body: a little room above the picture's own 2 MB rule. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * KB;

// The profile page takes picture uploads; with JavaScript, Remix posts them to /profile.data.
const UPLOAD_PATHS = new Set(["/api/user/profile-picture", "/profile", "/profile.data"]);

export function bodyLimitFor(path: string) {
  return UPLOAD_PATHS.has(path) ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}
