import type { APIRequestContext, Page } from "@playwright/test";
import { befriend } from "./data";
import { createUserViaApi, uniqueTag } from "./helpers";

/** Two new users who are friends. */
export async function createFriends(request: APIRequestContext) {
  const alice = await createUserViaApi(request, uniqueTag("ali"));
  const bob = await createUserViaApi(request, uniqueTag("bob"));
  await befriend(alice.id, bob.id);
  return { alice, bob };
}

export const chatMessage = (page: Page, text: string) =>
  page.getByTestId("chat-message").filter({ hasText: text });

export const draftBox = (page: Page, friend: string) =>
  page.getByPlaceholder(`Message ${friend}...`);
