import { patchOrDeleteAction, PATCH_OR_DELETE } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { deleteFeaturedUpdate, updateFeaturedUpdate } from "~/models/featured-update.server";
import { featuredUpdatePatchSchema } from "~/schemas/admin";

export const loader = () => methodNotAllowed(PATCH_OR_DELETE);

/** PATCH /api/featured-updates/{id} {text?, order?, isActive?} and DELETE: admins. */
export const action = patchOrDeleteAction({
  schema: featuredUpdatePatchSchema,
  update: updateFeaturedUpdate,
  remove: deleteFeaturedUpdate,
});
