import { PICTURE_TOO_LARGE } from "~/schemas/profile";
import { REPLAY_LIMIT, REPLAY_TOO_LARGE } from "~/schemas/set-options";

const KB = 1024;

/** A whole request body, everywhere but the uploads below. */
export const BODY_LIMIT = 256 * KB;
/** The picture upload's whole body: a little room above the picture's own 2 MB rule. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * KB;

/** A replay upload's whole body: the replay and room for the form around it. */
export const REPLAY_BODY_LIMIT = REPLAY_LIMIT + 256 * KB;

/**
 * The routes that take more than BODY_LIMIT, by route id: the picture upload (its API and the
 * profile page, whose forms JavaScript posts to /profile.data) and replays (a set's games and,
 * without JavaScript, the replay page).
 */
export const LARGE_BODY_ROUTES: ReadonlyMap<string, number> = new Map([
  ["routes/api.user.profile-picture", UPLOAD_BODY_LIMIT],
  ["routes/profile", UPLOAD_BODY_LIMIT],
  ["routes/api.score-tracker.matches.$id.games", REPLAY_BODY_LIMIT],
  ["routes/score-tracker_.replay", REPLAY_BODY_LIMIT],
]);

export function bodyLimitFor(routeId: string | null) {
  return (routeId !== null && LARGE_BODY_ROUTES.get(routeId)) || BODY_LIMIT;
}

export const REQUEST_TOO_LARGE = "The request is too large";

type Refusal = { title: string; description: string };

/** What a page says of a form too large to read, by route id: each upload in its own words. */
const TOO_LARGE_REFUSALS: ReadonlyMap<string, Refusal> = new Map([
  ["routes/profile", { title: "File Too Large", description: PICTURE_TOO_LARGE }],
  ["routes/score-tracker_.replay", { title: "Replay Not Recorded", description: REPLAY_TOO_LARGE }],
]);

export function tooLargeRefusalFor(routeId: string | null): Refusal {
  return (
    (routeId !== null && TOO_LARGE_REFUSALS.get(routeId)) || {
      title: "Not Sent",
      description: REQUEST_TOO_LARGE,
    }
  );
}
