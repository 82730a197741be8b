import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { loginSchema } from "~/schemas/auth";
import { FormAlert } from "~/ui/common/form-alert";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";

type Props = { lastResult?: SubmissionResult<string[]>; errorTitle?: string; redirectTo?: string };

export function LoginForm({ lastResult, errorTitle, redirectTo }: Props) {
  const busy = useIsPending({ intent: "login" });
  const [form, fields] = useForm({
    id: "login-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormAlert title={errorTitle ?? "Missing information"} messages={form.errors} />
      <TextField meta={fields.username} label="Tag" autoComplete="username" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Signing In..." : "Sign In"}
      </button>
    </Form>
  );
}
