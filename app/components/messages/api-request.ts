/**
 * Calls one of our /api routes from the browser. A non-OK answer throws an Error whose message
 * is "STATUS: body text" (or the status text when the body is empty).
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as T;
}
