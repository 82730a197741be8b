import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { runPageIntent } from "~/http/page-intents.server";
import { getUser, requireUser } from "~/http/session.server";
import { getPendingAdminRequest } from "~/models/admin-request.server";
import { defaultSlippiCode } from "~/models/profile";
import { isAdmin, isOwner } from "~/models/user.server";
import { emailSchema, slippiCodeSchema } from "~/schemas/profile";
import { CopyButton } from "~/ui/common/copy-button";
import { LinkedDialog } from "~/ui/common/linked-dialog";
import { AdminFeaturesCard, RequestAdminCard } from "~/ui/profile/admin-access-card";
import { ChangePasswordForm } from "~/ui/profile/change-password-form";
import { CharactersField } from "~/ui/profile/characters-field";
import type { ProfileFormResult, ProfileIntent } from "~/ui/profile/form-result";
import { InlineEditField } from "~/ui/profile/inline-edit-field";
import { PictureForm } from "~/ui/profile/picture-form";
import { SignOutButton } from "~/ui/shell/sign-out-button";
import { profileIntents } from "./intents.server";
import { RoleBadges } from "./role-badges";

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

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, profileIntents);
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
