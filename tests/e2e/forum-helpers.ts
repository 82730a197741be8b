import type { Page } from "@playwright/test";
import { sqliteDate, withDb } from "./helpers";

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
