// The release notes page's form schemas, apart from the route: a zod schema at a route
// module's top level stays in the browser's bundle (and brings zod) even though only the action
// uses it, and a route importing ~/schemas/update at all puts that module in its first load (the
// update form fetches it after hydration: see ui/common/use-client-validation).
import { z } from "zod";
import { parseUpdatesPage } from "~/models/update.server";

export { releaseUpdateSchema } from "~/schemas/update";

const id = z.string().trim().min(1).max(100);
const page = z.unknown().transform((v) => parseUpdatesPage(typeof v === "string" ? v : null));
/** An update's own forms carry its id and the page to come back to. */
export const updateFields = z.object({ id, page });
