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
