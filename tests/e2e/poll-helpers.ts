import { expect, type Page } from "@playwright/test";
import { lockShared, sqliteDate, waitForHydration, withDb } from "./helpers";

/**
 * The home page shows the newest active poll, and the "js" and "no-js" projects run at the same
 * time on one database: tests that need their own poll on the home page take turns.
 */
export const lockActivePoll = () => lockShared("active-poll");

/** A poll written straight into the e2e database (active by default, so newest on the home page). */
export function insertPoll(question: string, options: string[], { active = true } = {}) {
  return withDb((c) => {
    const pollId = c
      .prepare("INSERT INTO Poll (question, isActive, createdAt) VALUES (?, ?, ?)")
      .run(question, active ? 1 : 0, sqliteDate(new Date())).lastInsertRowid as number;
    const optionIds = options.map(
      (text, position) =>
        c
          .prepare("INSERT INTO PollOption (pollId, optionText, position) VALUES (?, ?, ?)")
          .run(pollId, text, position).lastInsertRowid as number,
    );
    return { id: pollId, optionIds };
  });
}

/** A vote written straight into the database, with the option's count kept in step. */
export function insertVote(pollId: number, optionId: number, userId: string) {
  withDb((c) =>
    c.transaction(() => {
      c.prepare("INSERT INTO PollVote (pollId, optionId, userId, votedAt) VALUES (?, ?, ?, ?)").run(
        pollId,
        optionId,
        userId,
        sqliteDate(new Date()),
      );
      c.prepare("UPDATE PollOption SET voteCount = voteCount + 1 WHERE id = ?").run(optionId);
    })(),
  );
}

export const weeklyPoll = (page: Page) => page.getByRole("region", { name: "Weekly Poll" });

/** Opens the home page and waits until the Weekly Poll shows this question (and is hydrated). */
export async function openPoll(page: Page, question: string) {
  await page.goto("/");
  const poll = weeklyPoll(page);
  await expect(poll).toContainText(question);
  await waitForHydration(page, poll.getByRole("button", { name: "Vote", exact: true }));
  return poll;
}
