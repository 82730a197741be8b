import { pairKey } from "~/models/friendship.server";
import { prisma } from "~/server/db.server";
import { uniqueTag, type TestClient } from "./harness";

/** Makes two users friends directly in the database (the friends area has its own tests). */
export function befriend(a: string, b: string) {
  return prisma.friendship.create({
    data: { requesterId: a, receiverId: b, pairKey: pairKey(a, b), status: "accepted" },
  });
}

/** A signed-in client with its user. */
export async function signedIn(server: { client: () => TestClient }, prefix: string) {
  const client = server.client();
  const user = await client.register(uniqueTag(prefix));
  return { client, ...user };
}

export type Person = Awaited<ReturnType<typeof signedIn>>;

/** Sends a message through POST /api/chat/message and returns the stored message. */
export async function sendViaApi(from: Person, to: Person, message: string) {
  const res = await from.client.post("/api/chat/message", { receiverId: to.id, message });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; senderId: string; receiverId: string };
}
