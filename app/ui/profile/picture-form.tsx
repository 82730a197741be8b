import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PICTURE_TYPES } from "~/models/image";
import { pictureFormSchema } from "~/schemas/profile";
import { Avatar, type AvatarUser } from "~/ui/common/avatar";
import { Dialog } from "~/ui/common/dialog";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useIsPending } from "~/ui/common/use-is-pending";
import { ProfileFormAlert, type ProfileFormResult } from "~/ui/profile/form-result";

type Props = {
  user: AvatarUser & { profilePicture: string | null };
  result?: ProfileFormResult;
};

/**
 * The avatar and its upload form: a real multipart POST. Without JavaScript the file input and
 * an Upload button do it; with JavaScript, picking a file (or clicking the avatar) shows the
 * 'Update Profile Picture' preview and 'Save Picture' submits the same form.
 */
export function PictureForm({ user, result }: Props) {
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = useIsPending({ intent: "picture" });
  const [dialogOpen, setDialogOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "picture-form",
    lastResult: result?.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pictureFormSchema }),
    shouldValidate: "onSubmit",
  });

  // Free the preview's memory when it is replaced or the form goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const reset = () => {
    setPreview(null);
    if (input.current) input.current.value = "";
  };
  // While the picture is being saved the form still needs the chosen file.
  const closeDialog = () => {
    setDialogOpen(false);
    if (!busy) reset();
  };

  // The server answered (an error) or the page moved on (saved): the preview has done its job.
  useEffect(() => {
    setDialogOpen(false);
    reset();
  }, [location.key, result]);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="flex flex-col items-center gap-3"
    >
      <input type="hidden" name="intent" value="picture" />
      <label
        htmlFor={fields.profilePicture.id}
        className="group relative cursor-pointer rounded-full"
        title="Change profile picture"
      >
        <Avatar user={user} size="lg" />
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50 text-xs font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100"
        >
          Change
        </span>
        <span className="sr-only">Change profile picture</span>
      </label>
      <div className="flex flex-col items-center gap-2">
        <input
          {...getInputProps(fields.profilePicture, { type: "file" })}
          ref={input}
          accept={PICTURE_TYPES.join(",")}
          className="max-w-[16rem] text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            const check = pictureFormSchema.shape.profilePicture.safeParse(file);
            if (!check.success) {
              setClientError(check.error.issues[0]?.message ?? null);
              reset();
              return;
            }
            setClientError(null);
            setPreview(URL.createObjectURL(file));
            setDialogOpen(true);
          }}
        />
        {hydrated ? null : (
          <button type="submit" className="btn-secondary px-3 py-1">
            Upload Picture
          </button>
        )}
        <p className="text-xs text-muted">PNG, JPEG, GIF or WebP, up to 2MB.</p>
      </div>
      <ProfileFormAlert
        errors={[
          clientError ? [clientError] : undefined,
          fields.profilePicture.errors,
          form.errors,
        ]}
        fallbackTitle={result?.errorTitle ?? "Upload Failed"}
      />

      {/* Inside the form, so Save Picture submits it; opened by script only. */}
      <Dialog
        open={dialogOpen}
        onClose={closeDialog}
        aria-labelledby="picture-dialog-title"
        className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="picture-dialog-title" className="mb-4 text-lg font-bold">
          Update Profile Picture
        </h2>
        {preview ? (
          <img
            src={preview}
            alt="Preview of your new profile avatar"
            className="mx-auto mb-4 h-40 w-40 rounded-full border-2 border-slate-300 object-cover"
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={closeDialog}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving..." : "Save Picture"}
          </button>
        </div>
      </Dialog>
    </Form>
  );
}
