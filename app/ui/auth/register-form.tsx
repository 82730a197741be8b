import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { registerSchema } from "~/schemas/auth";
import { FormAlert } from "~/ui/common/form-alert";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";

type Props = { lastResult?: SubmissionResult<string[]>; errorTitle?: string };

const OPTIONAL_FIELDS = [
  { name: "main", label: "Who is your Main?", placeholder: "Fox" },
  { name: "secondaries", label: "Secondaries?", placeholder: "Captain Falcon, Marth, G&W" },
  { name: "slippiCode", label: "Slippi Code (optional)", placeholder: "ABCD#123" },
] as const;

export function RegisterForm({ lastResult, errorTitle }: Props) {
  const busy = useIsPending({ intent: "register" });
  const [form, fields] = useForm({
    id: "register-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <Form
      method="post"
      action="/auth?tab=register"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="register" />
      <FormAlert title={errorTitle ?? "Registration failed"} messages={form.errors} />
      <TextField meta={fields.username} label="Tag" autoComplete="username" />
      <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      {OPTIONAL_FIELDS.map(({ name, label, placeholder }) => (
        <TextField key={name} meta={fields[name]} label={label} placeholder={placeholder} />
      ))}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Creating Account..." : "Sign Up"}
      </button>
    </Form>
  );
}
