import type { APIRequestContext, Page } from "@playwright/test";
import { createUserViaApi, sqliteDate, uniqueTag, withDb } from "./helpers";

/** Makes two users friends straight in the database (the friends screens have their own tests). */
export function befriendInDb(a: string, b: string) {
  const now = sqliteDate(new Date());
  withDb((c) =>
    c
      .prepare(
        `INSERT INTO "Friendship" (requesterId, receiverId, pairKey, status, createdAt, updatedAt)
         VALUES (?, ?, ?, 'accepted', ?, ?)`,
      )
      .run(a, b, [a, b].sort().join(":"), now, now),
  );
}

/** Two new users who are friends. */
export async function createFriends(request: APIRequestContext) {
  const alice = await createUserViaApi(request, uniqueTag("ali"));
  const bob = await createUserViaApi(request, uniqueTag("bob"));
  befriendInDb(alice.id, bob.id);
  return { alice, bob };
}

export const chatMessage = (page: Page, text: string) =>
  page.getByTestId("chat-message").filter({ hasText: text });

export const draftBox = (page: Page, friend: string) =>
  page.getByPlaceholder(`Message ${friend}...`);
