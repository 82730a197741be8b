import type { Submission } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent, type MutableRefObject } from "react";
import type { input, output, ZodTypeAny } from "zod";

type Validate<Schema extends ZodTypeAny> = (context: {
  formData: FormData;
}) => Submission<input<Schema>, string[], output<Schema>>;

type Held = { form: HTMLFormElement; submitter: HTMLElement | null };

/** Submits a held submission again, with the button that sent it (its name and value too). */
function sendHeld(held: MutableRefObject<Held | null>) {
  const submission = held.current;
  held.current = null;
  if (submission?.form.isConnected) submission.form.requestSubmit(submission.submitter);
}

/**
 * A Conform form's client-side validation, fetched after hydration so that zod, Conform's zod
 * adapter and the form's schema are not part of the page's first load. Spread the
 * answer into `useForm`'s options; `loadSchema` imports the schema the server's action uses:
 *
 *   ...useClientValidation(() => import("~/schemas/forum").then((m) => m.commentInputSchema))
 *
 * Without JavaScript nothing changes: the form posts and the server's validation answers. With
 * it, a submission made before the schema has arrived is held and sent again once it has, so
 * the form is checked in the browser exactly as before (a blank form still sends nothing). If
 * the schema cannot be fetched, held and later submissions go to the server, which validates
 * with the same schema and so the same messages. Revalidating as the player types waits for
 * the schema too (without `onValidate` Conform would send each keystroke's check to the server).
 */
export function useClientValidation<Schema extends ZodTypeAny>(
  loadSchema: () => Promise<Schema>,
  revalidate: "onSubmit" | "onInput" = "onSubmit",
) {
  const [validate, setValidate] = useState<Validate<Schema>>();
  // The loader is an inline arrow, new each render: the first one is the one used.
  const load = useRef(loadSchema);
  const failed = useRef(false);
  const held = useRef<Held | null>(null);
  useEffect(() => {
    let mounted = true;
    void Promise.all([import("@conform-to/zod"), load.current()]).then(
      ([{ parseWithZod }, schema]) => {
        if (mounted)
          setValidate(
            () =>
              ({ formData }: { formData: FormData }) =>
                parseWithZod(formData, { schema }),
          );
      },
      () => {
        failed.current = true;
        if (mounted) sendHeld(held);
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  // Sent again after the commit that handed Conform its `onValidate` (its layout effect).
  useEffect(() => {
    if (validate) sendHeld(held);
  }, [validate]);
  return {
    onValidate: validate,
    shouldValidate: "onSubmit" as const,
    shouldRevalidate: validate ? revalidate : ("onSubmit" as const),
    /**
     * Conform calls it for every submission it lets through: one made before the schema is here
     * is held until it is; a later one goes, and drops a held one not yet sent again (so one
     * click never sends twice).
     */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (validate || failed.current) {
        held.current = null;
        return;
      }
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      held.current = { form: event.currentTarget, submitter };
    },
  };
}
