import { isDomainError } from "~/models/domain-error";
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from "~/models/login-throttle.server";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import type { LoginInput } from "~/schemas/auth";

/** Sign-in rule shared by the /auth page and POST /api/login: throttle, then check the password. */
export async function signIn(input: LoginInput, ip: string): Promise<PublicUser> {
  await assertLoginAllowed(input.username, ip);
  try {
    const user = await verifyLogin(input);
    await clearLoginFailures(input.username, ip);
    return user;
  } catch (error) {
    if (isDomainError(error) && error.status === 400) await recordLoginFailure(input.username, ip);
    throw error;
  }
}
