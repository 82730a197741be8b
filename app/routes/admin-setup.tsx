import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { formIntent, runPageIntent } from "~/http/page-intents.server";
import { requireAdminPage } from "~/http/session.server";
import { makeAdmin } from "~/models/user-moderation.server";
import { makeAdminSchema, USER_ID_REQUIRED } from "~/schemas/admin";
import { FormAlert } from "~/ui/common/form-alert";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";

export const meta: MetaFunction = () => [
  { title: "Admin Setup | Melee Hub" },
  { name: "robots", content: "noindex" },
];

/** Signed out → /auth; signed in but not an admin → / with an Access Denied toast. */
const requireSetupAdmin = (request: Request) =>
  requireAdminPage(request, "Only administrators can access this page.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSetupAdmin(request);
  return null;
}

// The page twin of POST /api/admin/make-admin: the same domain function, answered with a toast.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireSetupAdmin(request);
  return runPageIntent(request, user, {
    back: "/admin-setup",
    // A form with errors is the page again, showing them.
    formErrorStatus: 200,
    intents: {
      // The page's one form, which names no intent.
      default: formIntent({
        form: makeAdminSchema,
        failure: "Failed to Create Admin",
        refusalInForm: true,
        run: async (actor, { userId }) => {
          const promoted = await makeAdmin(actor, userId);
          return {
            title: "Admin Created",
            description: `${promoted.username} is now an administrator.`,
          };
        },
      }),
    },
  });
}

export default function AdminSetupPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "admin-setup",
    lastResult: actionData?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: makeAdminSchema }),
    shouldValidate: "onSubmit",
  });
  const fieldErrors = fields.userId.errors ?? [];
  const busy = useIsPending({ formAction: "/admin-setup" });

  return (
    <div className="mx-auto mt-8 flex max-w-2xl flex-col gap-6">
      <section className="card">
        <h1 className="mb-2 text-2xl font-bold">Admin Setup</h1>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          This page is public for initial setup: it lets an administrator give another account
          administrator rights.
        </p>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <FormAlert
            title={
              fieldErrors.includes(USER_ID_REQUIRED) ? "User ID Required" : "Failed to Create Admin"
            }
            messages={fieldErrors.length ? [fieldErrors[0]] : form.errors}
          />
          <TextField
            meta={fields.userId}
            label="User ID"
            showError={false}
            placeholder="Paste the user's ID"
            autoComplete="off"
          />
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            {busy ? "Making Admin..." : "Make Admin"}
          </button>
        </Form>
      </section>

      <section className="card" aria-labelledby="find-id-heading">
        <h2 id="find-id-heading" className="mb-2 text-lg font-semibold">
          How to find your User ID
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>
            Sign in and open your{" "}
            <Link to="/profile" className="underline">
              Profile
            </Link>{" "}
            page.
          </li>
          <li>Your ID is shown under User ID; use the copy button next to it.</li>
          <li>Send it to an administrator, who pastes it above and presses Make Admin.</li>
        </ol>
      </section>

      <section className="card" aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="mb-2 text-lg font-semibold">
          About administrator rights
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            Administrators can open the Admin page: review tournaments, read messages and see
            analytics.
          </li>
          <li>They manage release updates and featured updates.</li>
          <li>
            Only the owner can promote, ban, unban or delete users and process admin requests.
          </li>
          <li>The promoted user sees their new role right away, or on their next page.</li>
        </ul>
      </section>
    </div>
  );
}
