import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema, type LoginInput } from "~/schemas/auth";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { DomainError, isDomainError } from "~/utils/domain-error";
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from "~/utils/login-throttle.server";
import { firstIssue } from "~/utils/api.server";
import { clientIp } from "~/utils/client-ip.server";

/** Sign-in rule shared by the /auth page and POST /api/login: throttle, then check the password. */
export async function signIn(input: LoginInput, ip: string): Promise<PublicUser> {
  assertLoginAllowed(input.username, ip);
  try {
    const user = await verifyLogin(input);
    clearLoginFailures(input.username, ip);
    return user;
  } catch (error) {
    if (isDomainError(error) && error.status === 400) recordLoginFailure(input.username, ip);
    throw error;
  }
}

export const authenticator = new Authenticator<PublicUser>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      throw new DomainError(400, firstIssue(parsed.error), "Missing information");
    return signIn(parsed.data, clientIp(request));
  }),
  "form",
);
