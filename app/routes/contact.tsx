import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formIntent, runPageIntent } from "~/http/page-intents.server";
import { getUser, requireUser, safeRedirect } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { createContactMessage } from "~/models/contact.server";
import { contactSchema } from "~/schemas/contact";
import { ContactForm } from "~/ui/contact/contact-form";
import { ContactSignInPrompt } from "~/ui/contact/contact-sign-in-prompt";

export const meta: MetaFunction = () => [{ title: "Contact Us | Melee Hub" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { signedIn: Boolean(await getUser(request)) };
}

// The page twin of POST /api/messages: the same domain function, answered with a flash toast.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return runPageIntent(request, user, {
    back: "/contact",
    // A form with errors is the page again, showing them.
    formErrorStatus: 200,
    intents: {
      // The page's one form, which names no intent.
      default: formIntent({
        form: contactSchema,
        // The page the visitor came from, to go back to.
        schema: z.object({ redirectTo: z.string().optional().catch(undefined) }),
        failure: "Message Not Sent",
        refusalInForm: true,
        run: async (actor, { redirectTo, ...message }) => {
          await createContactMessage(actor, message);
          return redirectWithToast(safeRedirect(redirectTo), {
            title: "Message Sent",
            description: "Your message has been sent to the owner successfully.",
          });
        },
      }),
    },
  });
}

export default function ContactPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card mx-auto mt-8 max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Contact Us</h1>
      {signedIn ? <ContactForm lastResult={actionData?.lastResult} /> : <ContactSignInPrompt />}
    </section>
  );
}
