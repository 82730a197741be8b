import type { Page } from "@playwright/test";
import { jsEnabled, waitForHydration } from "./helpers";

export const likeButton = (page: Page) => page.getByRole("button", { name: /^Like/ });
export const likesCount = (page: Page) => page.getByTestId("likes-count");

/**
 * Presses Like and waits until the server has the answer: with JavaScript the button shows the
 * new state at once (optimistic), so the test waits for the form's POST to come back.
 */
export async function pressLike(page: Page) {
  await waitForHydration(page, likeButton(page));
  if (!jsEnabled()) return likeButton(page).click();
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/forum/post/"),
    ),
    likeButton(page).click(),
  ]);
}
