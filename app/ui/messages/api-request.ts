/**
 * Calls one of our /api routes from the browser. A non-OK answer throws an Error whose message
 * is "STATUS: body text" (or the status text when the body is empty). `idempotencyKey`: a write
 * the browser resends after a lost answer (see resend-on-network-failure.ts).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  idempotencyKey?: string,
) {
  const headers = new Headers();
  if (body !== undefined) headers.set("Content-Type", "application/json");
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as T;
}
