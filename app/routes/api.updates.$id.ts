import { patchOrDeleteAction, PATCH_OR_DELETE } from "~/http/api-actions.server";
import { methodNotAllowed } from "~/http/api.server";
import { deleteReleaseUpdate, updateReleaseUpdate } from "~/models/update.server";
import { releaseUpdatePatchSchema } from "~/schemas/update";

export const loader = () => methodNotAllowed(PATCH_OR_DELETE);

/** PATCH /api/updates/{id} {version?, category?, title?, description?} and DELETE: admins. */
export const action = patchOrDeleteAction({
  schema: releaseUpdatePatchSchema,
  update: updateReleaseUpdate,
  remove: deleteReleaseUpdate,
});
