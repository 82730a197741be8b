// The score tracker's form schemas, apart from the route: a zod schema at a route module's top
// level stays in the browser's bundle (and brings zod) even though only the action uses it, and
// a route importing ~/schemas/set at all puts that module in its first load (the setup form
// fetches it after hydration: see ui/common/use-client-validation).
import { z } from "zod";
import { setIdSchema } from "~/schemas/set";

export {
  awardPointSchema,
  checkedStocks,
  gameFields,
  pickSchema,
  setIdSchema,
  startSetSchema,
  strikeSchema,
} from "~/schemas/set";

/** The set's id, under the name the spec's bodies give it. */
export const setIdField = z.object({ matchId: setIdSchema });

// The route's other server modules, re-exported so the route imports one `.server` module:
// the browser build turns each into an empty module, and every distinct one shared by
// several routes became its own small chunk on the page's first load.
export { pageIntent, runPageIntent, type IntentSpec } from "~/http/page-intents.server";
export { getUser, requireUser } from "~/http/session.server";
export { answerIntents } from "~/http/set-answer-intents.server";
export { setPlayerTags } from "~/models/player.server";
export { awaitingSets } from "~/models/set-links.server";
export {
  awardPoint,
  deleteSet,
  getOwnSet,
  lastCharacters,
  pickStage,
  recentSets,
  recordGame,
  runBack,
  SET_COMPLETE,
  startSet,
  strikeStage,
  undoStep,
} from "~/models/set.server";
export { isAdmin, isOwner, type PublicUser } from "~/models/user.server";
