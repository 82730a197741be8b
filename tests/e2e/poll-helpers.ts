import { expect, type Page } from "@playwright/test";
import { lockShared, waitForHydration } from "./helpers";

/**
 * The home page shows the newest active poll, and the "js" and "no-js" projects run at the same
 * time on one database: tests that need their own poll on the home page take turns.
 */
export const lockActivePoll = () => lockShared("active-poll");

export const weeklyPoll = (page: Page) => page.getByRole("region", { name: "Weekly Poll" });

/** Opens the home page and waits until the Weekly Poll shows this question (and is hydrated). */
export async function openPoll(page: Page, question: string) {
  await page.goto("/");
  const poll = weeklyPoll(page);
  await expect(poll).toContainText(question);
  await waitForHydration(page, poll.getByRole("button", { name: "Vote", exact: true }));
  return poll;
}
