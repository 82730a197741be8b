import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { insertPoll, insertVote } from "./data";
import {
  createUserViaApi,
  jsEnabled,
  OWNER,
  signIn,
  signInViaUi,
  toast,
  uniqueTag,
  waitForHydration,
} from "./helpers";
import { lockActivePoll, openPoll, weeklyPoll } from "./poll-helpers";

/** Picks an option and presses Vote, waiting for the toast that answers. */
async function voteFor(page: Page, option: string, expectedToast: string) {
  const poll = weeklyPoll(page);
  await poll.getByLabel(option, { exact: true }).check();
  await Promise.all([
    expect(toast(page)).toContainText(expectedToast),
    poll.getByRole("button", { name: "Vote", exact: true }).click(),
  ]);
}

async function signInNewPlayer(page: Page, request: APIRequestContext) {
  const tag = uniqueTag("poll");
  await createUserViaApi(request, tag);
  await signInViaUi(page, tag);
  return tag;
}

test.describe("the Weekly Poll on the home page", () => {
  // Each test shows its own poll on the home page: they take turns (see lockActivePoll), so
  // their time includes waiting for the other project's test.
  test.describe.configure({ timeout: 180_000 });
  let release: (() => void) | undefined;
  test.beforeEach(async () => {
    release = await lockActivePoll();
  });
  test.afterEach(() => release?.());

  test("a player votes and sees the results with their choice", async ({ page, request }) => {
    await signInNewPlayer(page, request);
    const question = `Best tech skill ${uniqueTag("q")}?`;
    await insertPoll(question, ["Wavedash", "Multishine", "Ledgedash"]);

    const poll = await openPoll(page, question);
    await expect(poll.getByTestId("poll-results")).toHaveCount(0);
    await Promise.all([
      expect(toast(page)).toContainText("Please select an option."),
      poll.getByRole("button", { name: "Vote", exact: true }).click(),
    ]);
    await voteFor(page, "Multishine", "Vote submitted");
    await expect(toast(page)).toContainText("Thanks for voting!");

    const results = poll.getByTestId("poll-results");
    await expect(results).toBeVisible();
    const mine = results.getByTestId("poll-result").filter({ hasText: "Multishine" });
    await expect(mine).toContainText("Your vote");
    await expect(mine).toContainText("1 vote · 100.0%");
    await expect(results.getByTestId("poll-result").filter({ hasText: "Wavedash" })).toContainText(
      "0 votes · 0.0%",
    );
    await expect(poll.getByRole("button", { name: "Vote", exact: true })).toHaveCount(0);
  });

  test("a second vote from another tab says 'Already voted' and shows the results", async ({
    page,
    context,
    request,
  }) => {
    await signInNewPlayer(page, request);
    const question = `Best doubles team ${uniqueTag("q")}?`;
    await insertPoll(question, ["Fox & Falco", "Marth & Sheik"]);

    // A second tab opened before the vote still shows the form.
    const other = await context.newPage();
    await openPoll(other, question);
    await openPoll(page, question);
    await voteFor(page, "Fox & Falco", "Vote submitted");

    await voteFor(other, "Marth & Sheik", "Already voted");
    await expect(toast(other)).toContainText("You have already voted in this poll.");
    const results = weeklyPoll(other).getByTestId("poll-results");
    await expect(results).toBeVisible();
    await expect(
      results.getByTestId("poll-result").filter({ hasText: "Fox & Falco" }),
    ).toContainText("100.0%");
    await expect(
      results.getByTestId("poll-result").filter({ hasText: "Marth & Sheik" }),
    ).toContainText("0.0%");
  });

  test("a guest is asked to sign in", async ({ page }) => {
    const question = `Guest question ${uniqueTag("q")}?`;
    await insertPoll(question, ["Yes", "No"]);
    const poll = await openPoll(page, question);
    await expect(poll).toContainText(
      "Only registered users can participate in polls. Sign up to vote!",
    );
    await poll.getByLabel("Yes", { exact: true }).check();
    await poll.getByRole("button", { name: "Vote", exact: true }).click();
    if (jsEnabled()) {
      const dialog = page.getByRole("dialog", { name: "Authentication Required" });
      await expect(dialog).toContainText(
        "Come on! You must be logged in to participate in the Weekly Poll.",
      );
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    } else {
      await expect(page).toHaveURL((url) => url.pathname === "/auth");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/");
    }
  });

  test("an admin creates a poll with a third option and switches it on; it shows at home", async ({
    page,
  }) => {
    await signIn(page, OWNER.tag, OWNER.password);
    await page.goto("/admin");
    const question = `Who takes Genesis ${uniqueTag("q")}?`;

    const toggle = page.locator("summary", { hasText: "Create Poll" });
    await waitForHydration(page, toggle);
    await toggle.click();
    const form = page.locator("#create-poll");
    await form.getByLabel("Question").fill(question);
    await form.getByLabel("Option 1", { exact: true }).fill("Zain");
    await form.getByLabel("Option 2", { exact: true }).fill("Cody");
    await expect(form.getByRole("button", { name: /^Remove option/ })).toHaveCount(0);
    const addOption = form.getByRole("button", { name: "Add option" });
    await waitForHydration(page, addOption);
    await addOption.click();
    // Without JavaScript the server answered with the form again, as typed, one field longer.
    await expect(form.getByLabel("Option 1", { exact: true })).toHaveValue("Zain");
    await form.getByLabel("Option 3", { exact: true }).fill("  Jmook  ");
    await expect(form.getByRole("button", { name: /^Remove option/ })).toHaveCount(3);
    await Promise.all([
      expect(toast(page)).toContainText("Poll created"),
      form.getByRole("button", { name: "Create Poll", exact: true }).click(),
    ]);
    await expect(toast(page)).toContainText("Your poll has been created successfully.");
    // The form starts again closed and empty.
    await expect(form.getByLabel("Question")).toBeHidden();
    await toggle.click();
    await expect(form.getByLabel("Question")).toHaveValue("");

    // New polls start inactive: it waits under Past Polls, shown open.
    const row = page.getByTestId("managed-poll").filter({ hasText: question });
    await expect(row).toBeVisible();
    const reactivate = row.getByRole("switch", { name: "Reactivate" });
    await expect(reactivate).toHaveAttribute("aria-checked", "false");
    await waitForHydration(page, reactivate);
    await Promise.all([expect(toast(page)).toContainText("Poll updated"), reactivate.click()]);
    await expect(toast(page)).toContainText("Poll status has been updated successfully.");
    const active = page
      .getByRole("list", { name: "Active polls" })
      .getByTestId("managed-poll")
      .filter({ hasText: question });
    await expect(active.getByRole("switch", { name: "Active" })).toHaveAttribute(
      "aria-checked",
      "true",
    );

    await page.goto("/");
    const poll = weeklyPoll(page);
    await expect(poll).toContainText(question);
    for (const option of ["Zain", "Cody", "Jmook"]) {
      await expect(poll.getByLabel(option, { exact: true })).toBeVisible();
    }

    // Switched off again, it leaves the home page.
    await page.goto("/admin");
    const switchOff = active.getByRole("switch", { name: "Active" });
    await waitForHydration(page, switchOff);
    await Promise.all([expect(toast(page)).toContainText("Poll updated"), switchOff.click()]);
    await page.goto("/");
    await expect(weeklyPoll(page)).not.toContainText(question);
  });
});

test("an invalid poll is refused with 'Invalid input'", async ({ page }) => {
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/admin");
  const toggle = page.locator("summary", { hasText: "Create Poll" });
  await waitForHydration(page, toggle);
  await toggle.click();
  const form = page.locator("#create-poll");
  await form.getByLabel("Question").fill("Only one option?");
  await form.getByLabel("Option 1", { exact: true }).fill("Alone");
  const submit = form.getByRole("button", { name: "Create Poll", exact: true });
  await waitForHydration(page, submit);
  await submit.click();
  await expect(form.getByRole("alert")).toContainText(
    "Please provide a question and at least 2 options.",
  );
  await expect(form.getByRole("alert")).toContainText("Invalid input");
  if (jsEnabled()) await expect(toast(page)).toContainText("Invalid input");
});

test("the Votes button opens the Vote Details dialog", async ({ page, request }) => {
  const voter = uniqueTag("vd");
  const { id: voterId } = await createUserViaApi(request, voter);
  const question = `Vote details ${uniqueTag("q")}?`;
  const poll = await insertPoll(question, ["Picked", "Ignored"], { active: false });
  await insertVote(poll.id, poll.optionIds[0], voterId);

  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/admin?pastPolls=open");
  const row = page.getByTestId("managed-poll").filter({ hasText: question });
  const votes = row.getByRole("link", { name: "Votes" });
  await waitForHydration(page, votes);
  await votes.click();

  const dialog = page.getByRole("dialog", { name: question });
  await expect(dialog).toBeVisible();
  const picked = dialog.getByTestId("vote-details-option").filter({ hasText: "Picked" });
  await expect(picked).toContainText(voter);
  await expect(picked.getByTestId("vote-count-badge")).toHaveText("1");
  const ignored = dialog.getByTestId("vote-details-option").filter({ hasText: "Ignored" });
  await expect(ignored).toContainText("No votes yet");
  await expect(ignored.getByTestId("vote-count-badge")).toHaveText("0");

  if (jsEnabled()) {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/votes=/);
  } else {
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog", { name: question })).toHaveCount(0);
  }
});
