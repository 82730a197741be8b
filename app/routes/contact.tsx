import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSignInPrompt } from "~/components/contact/contact-sign-in-prompt";
import { getUser, requireUser, safeRedirect } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { createContactMessage } from "~/models/contact.server";
import { contactSchema } from "~/schemas/contact";

export const meta: MetaFunction = () => [{ title: "Contact Us | Melee Hub" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { signedIn: Boolean(await getUser(request)) };
}

// The page twin of POST /api/messages: the same domain function, answered with a flash toast.
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return { lastResult: submission.reply() };
  await createContactMessage(user, submission.value);
  return redirectWithToast(safeRedirect(formData.get("redirectTo")), {
    title: "Message Sent",
    description: "Your message has been sent to the owner successfully.",
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
