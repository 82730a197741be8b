import { createCookie, redirect } from "@remix-run/node";
import { apiError } from "~/http/api.server";
import { redirectWithToast } from "~/http/toast.server";
import { createSession, deleteSession, getSessionUser } from "~/models/session.server";
import { recordLogin, isAdmin, type PublicUser } from "~/models/user.server";
import { env } from "~/server/env.server";

// The cookie holds only the signed session id; the Session row is the truth.
export const sessionCookie = createCookie("__session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: [env.sessionSecret],
});

export async function getSessionId(
  cookieHeader: string | null | undefined,
): Promise<string | null> {
  const value = await sessionCookie.parse(cookieHeader ?? null);
  return typeof value === "string" && value ? value : null;
}

/** The session id this request's cookie carries (checked against its signature), or null. */
export const requestSessionId = (request: Request) => getSessionId(request.headers.get("Cookie"));

export async function getUser(request: Request, options?: { touch?: boolean }) {
  const sessionId = await requestSessionId(request);
  return sessionId ? getSessionUser(sessionId, options) : null;
}

/** Pages: send a signed-out visitor to /auth and back here afterwards. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request);
  if (user) return user;
  throw redirect(signInHref(new URL(request.url)));
}

/** Where a signed-out visitor of `url` is sent: to sign in, then back to `url`. */
export const signInHref = (url: URL) =>
  `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;

/** Pages: admins only; others go home with an Access Denied toast (each page words its own). */
export async function requireAdminPage(
  request: Request,
  description = "You need admin privileges to access this page.",
): Promise<PublicUser> {
  const user = await requireUser(request);
  if (isAdmin(user)) return user;
  throw await redirectWithToast("/", { title: "Access Denied", description, type: "destructive" });
}

/** /api: 401 with a readable body when signed out. */
export async function requireApiUser(request: Request, options?: { touch?: boolean }) {
  const user = await getUser(request, options);
  if (!user) throw apiError(401, "Authentication required");
  return user;
}

/** Secure when the request came over https (or as SECURE_COOKIES forces). */
const secureFor = (request: Request) =>
  env.secureCookies ?? new URL(request.url).protocol === "https:";

/**
 * Starts a session for a verified user; returns the Set-Cookie header. The browser's previous
 * session (another account, say) ends: its cookie is about to be replaced, and its sockets go.
 */
export async function startSession(user: PublicUser, request: Request) {
  const previous = await requestSessionId(request);
  const session = await createSession(user.id);
  if (previous) await deleteSession(previous);
  await recordLogin(user);
  return sessionCookie.serialize(session.id, { secure: secureFor(request) });
}

/** Ends the current session (if any); returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request) {
  const sessionId = await requestSessionId(request);
  if (sessionId) await deleteSession(sessionId);
  return sessionCookie.serialize("", { maxAge: 0, secure: secureFor(request) });
}

export { safeRedirect } from "~/http/safe-redirect";
