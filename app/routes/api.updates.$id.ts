import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { deleteReleaseUpdate, updateReleaseUpdate } from "~/models/update.server";
import { releaseUpdatePatchSchema } from "~/schemas/update";

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);

/** PATCH /api/updates/{id} {version?, category?, title?, description?} and DELETE: admins. */
export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return methodNotAllowed(["PATCH", "DELETE"]);
  }
  return handleApi(async () => {
    const user = await requireApiUser(request);
    if (request.method === "DELETE") {
      await deleteReleaseUpdate(user, params.id!);
      return apiJson({ success: true });
    }
    const input = await readBody(request, releaseUpdatePatchSchema);
    return apiJson(await updateReleaseUpdate(user, params.id!, input));
  });
}
