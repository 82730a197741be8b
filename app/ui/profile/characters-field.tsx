import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { charactersFormSchema } from "~/schemas/profile";
import { TextField } from "~/ui/common/text-field";
import { useIsPending } from "~/ui/common/use-is-pending";
import { ProfileFormAlert, type ProfileFormResult } from "~/ui/profile/form-result";
import { SaveCancel } from "~/ui/profile/save-cancel";

const PLACEHOLDERS = { main: "Fox", secondaries: "Captain Falcon, Marth, G&W" } as const;

function Shown({ value, placeholder }: { value: string | null; placeholder: string }) {
  return value ? (
    <span className="font-medium">{value}</span>
  ) : (
    <span className="italic text-muted">{placeholder}</span>
  );
}

/** The Characters card: main and secondaries, edited together at ?edit=characters. */
export function CharactersField({
  main,
  secondaries,
  editing,
  result,
}: {
  main: string | null;
  secondaries: string | null;
  editing: boolean;
  result?: ProfileFormResult;
}) {
  const busy = useIsPending({ intent: "characters" });
  const [form, fields] = useForm({
    id: "characters-form",
    lastResult: result?.lastResult,
    defaultValue: { main: main ?? "", secondaries: secondaries ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: charactersFormSchema }),
    shouldValidate: "onSubmit",
  });

  return (
    <section className="card" aria-labelledby="characters-heading">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="characters-heading" className="text-xl font-bold">
          Characters
        </h2>
        {editing ? null : (
          <Link to="/profile?edit=characters" preventScrollReset className="btn-ghost px-3 py-1">
            Edit<span className="sr-only"> Main and Secondaries</span>
          </Link>
        )}
      </div>
      {editing ? (
        <Form
          method="post"
          action="/profile?edit=characters"
          preventScrollReset
          {...getFormProps(form)}
          noValidate
          className="flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="characters" />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              meta={fields.main}
              label="Main"
              placeholder={PLACEHOLDERS.main}
              showError={false}
            />
            <TextField
              meta={fields.secondaries}
              label="Secondaries"
              placeholder={PLACEHOLDERS.secondaries}
              showError={false}
            />
          </div>
          <ProfileFormAlert
            errors={[fields.main.errors, fields.secondaries.errors, form.errors]}
            fallbackTitle={result?.errorTitle ?? "Update Failed"}
          />
          <SaveCancel busy={busy} />
        </Form>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="field-label text-slate-600 dark:text-slate-400">Main</dt>
            <dd>
              <Shown value={main} placeholder={PLACEHOLDERS.main} />
            </dd>
          </div>
          <div>
            <dt className="field-label text-slate-600 dark:text-slate-400">Secondaries</dt>
            <dd>
              <Shown value={secondaries} placeholder={PLACEHOLDERS.secondaries} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
