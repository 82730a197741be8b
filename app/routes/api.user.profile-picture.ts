import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, handleApi, methodNotAllowed, readBody } from "~/http/api.server";
import { requireApiUser } from "~/http/session.server";
import { setProfilePicture } from "~/models/profile.server";
import { pictureApiSchema } from "~/schemas/profile";

/**
 * PATCH /api/user/profile-picture {profilePicture: "data:image/png;base64,..."}: the updated
 * user, whose profilePicture is then the picture's own URL (never the data URL).
 */
export function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
  return handleApi(async () => {
    const user = await requireApiUser(request);
    const { profilePicture } = await readBody(request, pictureApiSchema);
    return apiJson(await setProfilePicture(user.id, profilePicture));
  });
}
