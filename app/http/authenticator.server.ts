import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientIp } from "~/http/client-ip.server";
import { signIn } from "~/models/auth.server";
import { isDomainError } from "~/models/domain-error";
import type { PublicUser } from "~/models/user.server";
import { loginSchema } from "~/schemas/auth";

/**
 * The sign-in form's outcome. Expected failures are values, not exceptions, so the page can show
 * them on the form: an incomplete form, or a refusal from the domain (wrong password, banned,
 * throttled).
 */
export type SignInAttempt =
  | { status: "signed-in"; user: PublicUser; redirectTo?: string }
  | { status: "incomplete" | "refused"; reply: SubmissionResult<string[]> };

export const authenticator = new Authenticator<SignInAttempt>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") {
      return { status: "incomplete", reply: submission.reply() };
    }
    try {
      const user = await signIn(submission.value, clientIp(request));
      return { status: "signed-in", user, redirectTo: submission.value.redirectTo };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return {
        status: "refused",
        reply: submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
      };
    }
  }),
  "form",
);
