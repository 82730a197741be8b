import { data } from "@remix-run/node";
import { UPLOAD_BODY_LIMIT } from "~/http/body-limits";
import {
  formIntent,
  readForm,
  type FormAnswer,
  type FormIntentSpec,
  type PageIntents,
} from "~/http/page-intents.server";
import { requestSessionId } from "~/http/session.server";
import { readMultipartForm } from "~/http/upload.server";
import { createAdminRequest } from "~/models/admin-request.server";
import { MAX_PICTURE_BYTES } from "~/models/image";
import {
  setProfilePicture,
  updateCharacters,
  updateEmail,
  updateSlippiCode,
} from "~/models/profile.server";
import { changePassword } from "~/models/user.server";
import { changePasswordFormSchema } from "~/schemas/auth";
import {
  adminRequestSchema,
  charactersFormSchema,
  emailSchema,
  PICTURE_TOO_LARGE,
  pictureFormSchema,
  slippiCodeSchema,
} from "~/schemas/profile";

// Uploads are read in memory, a little above the 2 MB rule so the domain words the refusal itself;
// anything larger is cut off while streaming. The whole body is bounded at the edge.
const UPLOAD_PART_LIMIT = MAX_PICTURE_BYTES + 64 * 1024;

/** The picture form is multipart; a part over the limit is answered at once, in the form. */
async function readProfileForm(request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return readForm(request);
  }
  const { formData, tooLarge } = await readMultipartForm(request, {
    maxPartSize: UPLOAD_PART_LIMIT,
    drainLimit: UPLOAD_BODY_LIMIT,
  });
  if (tooLarge.length === 0) return formData;
  return data<FormAnswer>({
    intent: "picture",
    errorTitle: "File Too Large",
    lastResult: { status: "error", error: { "": [PICTURE_TOO_LARGE] } },
  });
}

/** Every profile form shows what went wrong in place, the domain's refusals included. */
const profileForm = <Value>(entry: FormIntentSpec<unknown, Value>) =>
  formIntent({ ...entry, refusalInForm: true });

/** Each form posts here with a hidden intent; each calls the same domain function as its /api twin. */
export const profileIntents: PageIntents = {
  back: "/profile",
  // The page's own forms always name their intent.
  invalid: () => new Response("Unknown action", { status: 400 }),
  // A form with errors is the page again, showing them.
  formErrorStatus: 200,
  readForm: readProfileForm,
  intents: {
    picture: profileForm({
      form: pictureFormSchema,
      failure: "Upload Failed",
      run: async (actor, { profilePicture }) => {
        await setProfilePicture(actor.id, {
          bytes: new Uint8Array(await profilePicture.arrayBuffer()),
          declaredType: profilePicture.type,
        });
        return {
          title: "Profile Picture Updated",
          description: "Your new profile picture is saved.",
        };
      },
    }),
    email: profileForm({
      form: emailSchema,
      failure: "Update Failed",
      run: async (actor, { email }) => {
        await updateEmail(actor.id, email);
        return { title: "Email Updated", description: "Your email address has been updated." };
      },
    }),
    slippiCode: profileForm({
      form: slippiCodeSchema,
      failure: "Update Failed",
      run: async (actor, { slippiCode }) => {
        await updateSlippiCode(actor.id, slippiCode);
        return { title: "Slippi Code Updated", description: "Your Slippi code has been updated." };
      },
    }),
    characters: profileForm({
      form: charactersFormSchema,
      failure: "Update Failed",
      run: async (actor, characters) => {
        await updateCharacters(actor.id, characters);
        return {
          title: "Profile Updated",
          description: "Your main and secondaries have been updated.",
        };
      },
    }),
    adminRequest: profileForm({
      form: adminRequestSchema,
      failure: "Request Failed",
      run: async (actor, input) => {
        await createAdminRequest(actor, input);
        return {
          title: "Admin Request Sent",
          description: "Your request has been sent to the owner for review.",
        };
      },
    }),
    changePassword: profileForm({
      form: changePasswordFormSchema,
      failure: "Password Change Failed",
      hideFields: ["currentPassword", "newPassword", "confirmPassword"],
      run: async (actor, passwords, request) => {
        // The session the change is made from stays signed in; the others end.
        await changePassword(actor.id, passwords, await requestSessionId(request));
        return {
          title: "Password Changed",
          description: "Your password has been changed successfully.",
        };
      },
    }),
  },
};
