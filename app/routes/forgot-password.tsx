import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";

export const meta: MetaFunction = () => [{ title: "Forgot Password | Melee Hub" }];

const SIMULATED_DELAY_MS = 2000;

// The reset is only simulated and no call is made. Without JS the form still posts
// here so the visitor sees the same 'Check Your Email' view; nothing is looked up or sent.
export function action() {
  return { sent: true };
}

export default function ForgotPassword() {
  const posted = useActionData<typeof action>();
  const [state, setState] = useState<"form" | "verifying" | "sent">(posted?.sent ? "sent" : "form");

  useEffect(() => {
    if (state !== "verifying") return;
    const timer = setTimeout(() => setState("sent"), SIMULATED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === "sent" || posted?.sent) {
    return (
      <section className="card mx-auto mt-8 max-w-md">
        <h1 className="mb-3 text-2xl font-bold">Check Your Email</h1>
        <ul className="mb-6 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
          <li>We sent a link to reset your password to your email address.</li>
          <li>The link expires in 24 hours.</li>
          <li>If you don&apos;t see the email, check your spam folder.</li>
        </ul>
        <div className="flex flex-wrap gap-3">
          <a
            href="/forgot-password"
            className="btn-secondary"
            onClick={(e) => {
              e.preventDefault();
              setState("form");
            }}
          >
            Send Another Email
          </a>
          <Link to="/auth" className="btn-primary">
            Back to Sign In
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="card mx-auto mt-8 max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Forgot Password</h1>
      <Form
        method="post"
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setState("verifying");
        }}
      >
        <div>
          <label htmlFor="fp-username" className="field-label">
            Tag (Username)
          </label>
          <input
            id="fp-username"
            name="username"
            required
            className="field-input"
            autoComplete="username"
          />
        </div>
        <div>
          <label htmlFor="fp-email" className="field-label">
            Email Address
          </label>
          <input
            id="fp-email"
            name="email"
            type="email"
            required
            className="field-input"
            autoComplete="email"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={state === "verifying"}>
          {state === "verifying" ? "Verifying Account..." : "Send Reset Link"}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/auth" className="text-accent hover:underline">
          Back to Sign In
        </Link>
      </p>
    </section>
  );
}
