import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { registerSchema } from "~/schemas/auth";

type Props = { lastResult?: SubmissionResult<string[]>; errorTitle?: string };

const OPTIONAL_FIELDS = [
  { name: "main", label: "Who is your Main?", placeholder: "Fox" },
  { name: "secondaries", label: "Secondaries?", placeholder: "Captain Falcon, Marth, G&W" },
  { name: "slippiCode", label: "Slippi Code (optional)", placeholder: "ABCD#123" },
] as const;

export function RegisterForm({ lastResult, errorTitle }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
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
      <div>
        <label htmlFor={fields.username.id} className="field-label">
          Tag
        </label>
        <input
          {...getInputProps(fields.username, { type: "text" })}
          autoComplete="username"
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={fields.email.id} className="field-label">
          Email
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          required
          autoComplete="email"
          className="field-input"
        />
        {fields.email.errors ? <p className="field-error">{fields.email.errors[0]}</p> : null}
      </div>
      <div>
        <label htmlFor={fields.password.id} className="field-label">
          Password
        </label>
        <input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
        {fields.password.errors ? <p className="field-error">{fields.password.errors[0]}</p> : null}
      </div>
      {OPTIONAL_FIELDS.map(({ name, label, placeholder }) => (
        <div key={name}>
          <label htmlFor={fields[name].id} className="field-label">
            {label}
          </label>
          <input
            {...getInputProps(fields[name], { type: "text" })}
            placeholder={placeholder}
            className="field-input"
          />
          {fields[name].errors ? <p className="field-error">{fields[name].errors[0]}</p> : null}
        </div>
      ))}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Creating Account..." : "Sign Up"}
      </button>
    </Form>
  );
}
