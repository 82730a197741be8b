import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { changePasswordFormSchema } from "~/schemas/auth";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";
import { ProfileFormAlert, type ProfileFormResult } from "~/ui/profile/form-result";

/** Current, new and confirm; the same rule as POST /api/change-password. */
export function ChangePasswordForm({ result }: { result?: ProfileFormResult }) {
  const busy = useIsPending({ intent: "changePassword" });
  const [form, fields] = useForm({
    id: "change-password-form",
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordFormSchema }),
    shouldValidate: "onSubmit",
  });

  const inputs = [
    { field: fields.currentPassword, label: "Current Password", autoComplete: "current-password" },
    { field: fields.newPassword, label: "New Password", autoComplete: "new-password" },
    { field: fields.confirmPassword, label: "Confirm New Password", autoComplete: "new-password" },
  ];

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="changePassword" />
      <ProfileFormAlert
        errors={[
          form.errors,
          fields.currentPassword.errors,
          fields.newPassword.errors,
          fields.confirmPassword.errors,
        ]}
        fallbackTitle={result?.errorTitle ?? "Password Change Failed"}
      />
      {inputs.map(({ field, label, autoComplete }) => (
        <TextField
          key={field.name}
          meta={field}
          label={label}
          type="password"
          autoComplete={autoComplete}
          showError={false}
        />
      ))}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Changing Password..." : "Change Password"}
      </button>
    </Form>
  );
}
