// Its own module: the chat composer needs a key as the player types, not the resend logic of
// resend-on-network-failure.ts (which entry.client loads after hydration), so /messages' first
// load does not carry that (issue 28).

/** A fresh key for a write the browser makes up itself (works on plain http too). */
export function newClientKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
