import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { adminRequestSchema } from "~/schemas/profile";
import { useIsPending } from "~/ui/common/use-is-pending";
import { ProfileFormAlert, type ProfileFormResult } from "~/ui/profile/form-result";

/** The 'Admin Features Available' card: admins get a link to their page. */
export function AdminFeaturesCard() {
  return (
    <section className="card" aria-labelledby="admin-features-heading">
      <h2 id="admin-features-heading" className="mb-2 text-xl font-bold">
        Admin Features Available
      </h2>
      <p className="mb-4 text-slate-600 dark:text-slate-300">
        You have administrator access: review tournaments, read messages, see analytics and manage
        updates from the admin page.
      </p>
      <Link to="/admin" className="btn-primary">
        Go to Admin Page
      </Link>
    </section>
  );
}

/** Basic users ask the owner for admin rights; one pending request at a time. */
export function RequestAdminCard({
  pendingSince,
  result,
}: {
  /** When the open request was sent (ISO date), or null. */
  pendingSince: string | null;
  result?: ProfileFormResult;
}) {
  const busy = useIsPending({ intent: "adminRequest" });
  const [form, fields] = useForm({
    id: "admin-request-form",
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminRequestSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <section className="card" aria-labelledby="admin-request-heading">
      <h2 id="admin-request-heading" className="mb-2 text-xl font-bold">
        Request Admin Access
      </h2>
      {pendingSince ? (
        <div className="flex flex-col gap-3">
          <ProfileFormAlert
            errors={[form.errors]}
            fallbackTitle={result?.errorTitle ?? "Request Failed"}
          />
          <p className="text-slate-600 dark:text-slate-300" data-testid="admin-request-pending">
            Your request for admin access is pending (sent{" "}
            <time dateTime={pendingSince}>{pendingSince.slice(0, 10)}</time>). The owner will review
            it soon.
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
          <p className="text-slate-600 dark:text-slate-300">
            Want to help run the site? Send the owner a short note; they approve or decline each
            request.
          </p>
          <input type="hidden" name="intent" value="adminRequest" />
          <div>
            <label htmlFor={fields.message.id} className="field-label">
              Why would you like admin access?
            </label>
            <textarea
              {...getTextareaProps(fields.message)}
              rows={3}
              placeholder="I run weeklies in my region and would like to help review tournaments."
              className="field-input"
            />
          </div>
          <ProfileFormAlert
            errors={[fields.message.errors, form.errors]}
            fallbackTitle={result?.errorTitle ?? "Request Failed"}
          />
          <button type="submit" className="btn-primary self-start" disabled={busy}>
            {busy ? "Sending..." : "Send Request"}
          </button>
        </Form>
      )}
    </section>
  );
}
