import type { Page } from "@playwright/test";
import { jsEnabled, sqliteDate, waitForHydration, withDb } from "./helpers";

type PostRow = { title: string; content?: string; category?: string; authorId?: string | null };

/** Inserts a forum post straight into the e2e database; returns its id. */
export function insertPost(post: PostRow) {
  const now = sqliteDate(new Date());
  return withDb(
    (c) =>
      c
        .prepare(
          `INSERT INTO ForumPost (title, content, category, authorId, createdAt, updatedAt)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          post.title,
          post.content ?? `${post.title}: an e2e test post.`,
          post.category ?? "general",
          post.authorId ?? null,
          now,
          now,
        ).lastInsertRowid as number,
  );
}

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
