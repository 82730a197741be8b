import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { authenticator } from "~/http/authenticator.server";
import {
  answerForm,
  formIntent,
  pageIntent,
  readForm,
  runPageIntent,
} from "~/http/page-intents.server";
import { qrCodeDataUrl } from "~/http/qr-code.server";
import { absoluteUrl } from "~/http/seo.server";
import { getUser, safeRedirect, startSession } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { registerUser } from "~/models/user.server";
import { welcomeMessage, WELCOME_TOAST_MS } from "~/models/welcome";
import { registerSchema } from "~/schemas/auth";
import { LoginForm } from "~/ui/auth/login-form";
import { RegisterForm } from "~/ui/auth/register-form";
import { cn } from "~/utils/cn";

export const meta: MetaFunction = () => [
  { title: "Sign In or Sign Up | Melee Hub" },
  { name: "description", content: "Sign in to Melee Hub or create your account." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/");
  // The QR code points phones at the reset page; rendered here so it needs no client script.
  return { forgotQr: await qrCodeDataUrl(absoluteUrl(request, "/forgot-password")) };
}

async function signedInRedirect(
  request: Request,
  user: Parameters<typeof startSession>[0],
  redirectTo?: string,
) {
  const cookie = await startSession(user, request);
  return redirectWithToast(
    safeRedirect(redirectTo),
    { title: welcomeMessage(user.username, user.main), duration: WELCOME_TOAST_MS },
    { headers: { "Set-Cookie": cookie } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  // The page's forms are for guests: there is no actor.
  return runPageIntent(request, null, {
    back: "/auth",
    // A form with errors is the page again, showing them.
    formErrorStatus: 200,
    // The sign-in strategy reads the body itself, so the runner reads a copy of it.
    readForm: (request) => readForm(request.clone()),
    intents: {
      register: formIntent({
        form: registerSchema,
        failure: "Registration failed",
        refusalInForm: true,
        hideFields: ["password"],
        run: async (_guest: null, account) =>
          signedInRedirect(request, await registerUser(account)),
      }),
      // The sign-in form (intent "login"), and any form naming no other intent.
      default: pageIntent({
        schema: z.object({}),
        failure: "Login failed",
        run: async (_guest: null) => {
          const attempt = await authenticator.authenticate("form", request);
          if (attempt.status === "signed-in") {
            return signedInRedirect(request, attempt.user, attempt.redirectTo);
          }
          return answerForm(
            {
              intent: "login",
              errorTitle: attempt.status === "incomplete" ? "Missing information" : "Login failed",
              lastResult: attempt.reply,
            },
            200,
          );
        },
      }),
    },
  });
}

export default function AuthPage() {
  const { forgotQr } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const tab = params.get("tab") === "register" ? "register" : "login";
  const redirectTo = params.get("redirectTo") ?? undefined;

  const tabClass = (active: boolean) =>
    cn(
      "flex-1 rounded-md px-4 py-2 text-center text-sm font-semibold",
      active
        ? "bg-brand-600 text-white"
        : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
    );

  return (
    <div className="mx-auto mt-8 max-w-md">
      <h1 className="mb-6 text-center text-3xl font-extrabold">
        {tab === "register" ? "Join Melee Hub" : "Welcome back"}
      </h1>
      <div className="card">
        <nav
          aria-label="Sign in or sign up"
          className="mb-6 flex gap-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-950"
        >
          <Link
            to={redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth"}
            className={tabClass(tab === "login")}
            aria-current={tab === "login" ? "page" : undefined}
          >
            Sign In
          </Link>
          <Link
            to="/auth?tab=register"
            className={tabClass(tab === "register")}
            aria-current={tab === "register" ? "page" : undefined}
          >
            Sign Up
          </Link>
        </nav>
        {tab === "login" ? (
          <>
            <LoginForm
              lastResult={actionData?.intent === "login" ? actionData.lastResult : undefined}
              errorTitle={actionData?.intent === "login" ? actionData.errorTitle : undefined}
              redirectTo={redirectTo}
            />
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer text-accent hover:underline">
                Forgot Password?
              </summary>
              <div className="mt-3 flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <p>Scan this code with your phone to reset your password.</p>
                <img
                  src={forgotQr}
                  alt="QR code linking to the password reset page"
                  width={180}
                  height={180}
                  className="rounded bg-white"
                />
                <Link to="/forgot-password" className="text-accent hover:underline sm:hidden">
                  Reset your password on this device
                </Link>
              </div>
            </details>
          </>
        ) : (
          <RegisterForm
            lastResult={actionData?.intent === "register" ? actionData.lastResult : undefined}
            errorTitle={actionData?.intent === "register" ? actionData.errorTitle : undefined}
          />
        )}
      </div>
    </div>
  );
}
