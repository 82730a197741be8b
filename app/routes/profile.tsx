import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { z, ZodTypeAny } from "zod";
import { AdminFeaturesCard, RequestAdminCard } from "~/components/profile/admin-access-card";
import { ChangePasswordForm } from "~/components/profile/change-password-form";
import { CharactersField } from "~/components/profile/characters-field";
import type { ProfileFormResult, ProfileIntent } from "~/components/profile/form-result";
import { InlineEditField } from "~/components/profile/inline-edit-field";
import { PictureForm } from "~/components/profile/picture-form";
import { SignOutButton } from "~/components/shell/sign-out-button";
import { CopyButton } from "~/components/ui/copy-button";
import { LinkedDialog } from "~/components/ui/linked-dialog";
import { createAdminRequest, getPendingAdminRequest } from "~/models/admin-request.server";
import {
  setProfilePicture,
  updateCharacters,
  updateEmail,
  updateSlippiCode,
} from "~/models/profile.server";
import { changePassword, isAdmin, isOwner } from "~/models/user.server";
import { changePasswordFormSchema } from "~/schemas/auth";
import {
  adminRequestSchema,
  charactersFormSchema,
  emailSchema,
  PICTURE_TOO_LARGE,
  pictureFormSchema,
  slippiCodeSchema,
} from "~/schemas/profile";
import { cn } from "~/utils/cn";
import { isDomainError } from "~/utils/domain-error";
import { MAX_PICTURE_BYTES } from "~/utils/image";
import { defaultSlippiCode, roleBadges } from "~/utils/profile";
import { getUser, requestSessionId, requireUser } from "~/http/session.server";
import { readMultipartForm } from "~/http/upload.server";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/http/toast.server";

export const meta: MetaFunction = () => [
  { title: "Your Profile | Melee Hub" },
  { name: "description", content: "Your Melee Hub profile, characters, Slippi code and security." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return { user: null };
  const admin = isAdmin(user);
  const pending = admin ? null : await getPendingAdminRequest(user.id);
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      isAdmin: admin,
      isOwner: isOwner(user),
      profilePicture: user.profilePicture,
      main: user.main,
      secondaries: user.secondaries,
      slippiCode: user.slippiCode,
      shownSlippiCode: user.slippiCode ?? defaultSlippiCode(user),
    },
    pendingRequestSince: pending?.createdAt.toISOString() ?? null,
  };
}

// Uploads are read in memory, a little above the 2 MB rule so the domain gives the spec's answer;
// anything larger is cut off while streaming. The whole body may be 4 MB (as in create-server).
const UPLOAD_PART_LIMIT = MAX_PICTURE_BYTES + 64 * 1024;
const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

const toProfile = (toast: Toast) => redirectWithToast("/profile", toast);

function failed(
  intent: ProfileIntent,
  errorTitle: string,
  lastResult: SubmissionResult<string[]>,
): ProfileFormResult {
  return { intent, errorTitle, lastResult };
}

/** Parses one form with its schema, runs the domain, and answers a toast or the form's errors. */
async function runForm<Schema extends ZodTypeAny>(
  intent: ProfileIntent,
  formData: FormData,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<unknown>,
  success: Toast,
  failTitle: string,
  hideFields?: string[],
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return failed(intent, failTitle, submission.reply({ hideFields }));
  }
  try {
    await run(submission.value as z.output<Schema>);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failed(
      intent,
      error.title ?? failTitle,
      submission.reply({ formErrors: [error.message], hideFields }),
    );
  }
  return toProfile(success);
}

async function pictureAction(request: Request, userId: string) {
  const { formData, tooLarge } = await readMultipartForm(request, {
    maxPartSize: UPLOAD_PART_LIMIT,
    drainLimit: UPLOAD_BODY_LIMIT,
  });
  if (tooLarge.length > 0) {
    return failed("picture", "File Too Large", {
      status: "error",
      error: { "": [PICTURE_TOO_LARGE] },
    });
  }
  if (formData.get("intent") !== "picture") throw new Response("Unknown action", { status: 400 });
  return runForm(
    "picture",
    formData,
    pictureFormSchema,
    async ({ profilePicture }) =>
      setProfilePicture(userId, {
        bytes: new Uint8Array(await profilePicture.arrayBuffer()),
        declaredType: profilePicture.type,
      }),
    { title: "Profile Picture Updated", description: "Your new profile picture is saved." },
    "Upload Failed",
  );
}

// Each form posts here with a hidden intent; each calls the same domain function as its /api twin.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return pictureAction(request, user.id);
  }
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "email":
      return runForm(
        "email",
        formData,
        emailSchema,
        ({ email }) => updateEmail(user.id, email),
        { title: "Email Updated", description: "Your email address has been updated." },
        "Update Failed",
      );
    case "slippiCode":
      return runForm(
        "slippiCode",
        formData,
        slippiCodeSchema,
        ({ slippiCode }) => updateSlippiCode(user.id, slippiCode),
        { title: "Slippi Code Updated", description: "Your Slippi code has been updated." },
        "Update Failed",
      );
    case "characters":
      return runForm(
        "characters",
        formData,
        charactersFormSchema,
        (value) => updateCharacters(user.id, value),
        { title: "Profile Updated", description: "Your main and secondaries have been updated." },
        "Update Failed",
      );
    case "adminRequest":
      return runForm(
        "adminRequest",
        formData,
        adminRequestSchema,
        (value) => createAdminRequest(user, value),
        {
          title: "Admin Request Sent",
          description: "Your request has been sent to the owner for review.",
        },
        "Request Failed",
      );
    case "changePassword":
      return runForm(
        "changePassword",
        formData,
        changePasswordFormSchema,
        async (value) => changePassword(user.id, value, await requestSessionId(request)),
        { title: "Password Changed", description: "Your password has been changed successfully." },
        "Password Change Failed",
        PASSWORD_FIELDS,
      );
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

function RoleBadges({ user }: { user: { role: string; isAdmin: boolean } }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Role">
      {roleBadges(user).map((badge) => (
        <li
          key={badge}
          className={cn(
            "rounded-full px-3 py-0.5 text-xs font-semibold",
            badge === "Basic User"
              ? "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
              : badge === "Administrator"
                ? "bg-blue-600 text-white"
                : badge === "Owner"
                  ? "bg-violet-600 text-white"
                  : "bg-amber-400 text-amber-950",
          )}
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}

function SignedOut() {
  return (
    <section className="card mx-auto mt-8 max-w-md text-center">
      <h1 className="mb-2 text-2xl font-bold">Authentication Required</h1>
      <p className="mb-4 text-slate-600 dark:text-slate-300">Please log in to view your profile.</p>
      <Link to="/auth?redirectTo=%2Fprofile" className="btn-primary">
        Sign In
      </Link>
    </section>
  );
}

export default function ProfilePage() {
  const { user, pendingRequestSince } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!user) return <SignedOut />;

  const resultFor = (intent: ProfileIntent) =>
    actionData?.intent === intent ? (actionData as ProfileFormResult) : undefined;
  const edit = params.get("edit");
  const editing = (intent: ProfileIntent) => edit === intent || Boolean(resultFor(intent));

  return (
    <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-6">
      <section className="card flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <PictureForm user={user} result={resultFor("picture")} />
        <div className="flex flex-col items-center gap-3 sm:items-start">
          <h1 className="break-words text-3xl font-extrabold">{user.username}</h1>
          <RoleBadges user={user} />
        </div>
      </section>

      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-2 text-xl font-bold">
          Account Details
        </h2>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {/* Keyed by the saved value: Conform reads defaultValue once, so a save remounts it. */}
          <InlineEditField
            key={`email:${user.email}`}
            intent="email"
            label="Email"
            schema={emailSchema}
            value={user.email}
            shown={<span className="font-medium">{user.email}</span>}
            inputType="email"
            autoComplete="email"
            editing={editing("email")}
            result={resultFor("email")}
          />
          <InlineEditField
            key={`slippi:${user.slippiCode ?? ""}`}
            intent="slippiCode"
            label="Slippi Code"
            schema={slippiCodeSchema}
            value={user.slippiCode ?? ""}
            placeholder="ABCD#123"
            shown={
              <code className="select-all rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
                {user.shownSlippiCode}
              </code>
            }
            extra={<CopyButton value={user.shownSlippiCode} label="Slippi Code" />}
            editing={editing("slippiCode")}
            result={resultFor("slippiCode")}
          />
          <div className="py-3">
            <dt className="field-label text-slate-600 dark:text-slate-400">User ID</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code
                className="select-all break-all rounded bg-slate-100 px-2 py-1 dark:bg-slate-800"
                data-testid="user-id"
              >
                {user.id}
              </code>
              <CopyButton value={user.id} label="User ID" />
            </dd>
          </div>
        </dl>
      </section>

      <CharactersField
        key={`${user.main ?? ""}|${user.secondaries ?? ""}`}
        main={user.main}
        secondaries={user.secondaries}
        editing={editing("characters")}
        result={resultFor("characters")}
      />

      {user.isAdmin ? (
        <AdminFeaturesCard />
      ) : (
        <RequestAdminCard pendingSince={pendingRequestSince} result={resultFor("adminRequest")} />
      )}

      <section className="card" aria-labelledby="security-heading">
        <h2 id="security-heading" className="mb-2 text-xl font-bold">
          Security
        </h2>
        <p className="mb-4 text-slate-600 dark:text-slate-300">
          Change your password or sign out of this device.
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkedDialog
            name="password"
            title="Change Password"
            triggerLabel="Change Password"
            triggerClassName="btn-secondary"
            keepOpen={Boolean(resultFor("changePassword"))}
          >
            <ChangePasswordForm result={resultFor("changePassword")} />
          </LinkedDialog>
          <SignOutButton className="btn-secondary" />
        </div>
      </section>
    </div>
  );
}
