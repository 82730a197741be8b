import { expect, test, type Locator, type Page } from "@playwright/test";
import { insertPoll, insertPost, insertTournament } from "./data";
import {
  createUserViaApi,
  holdHydration,
  jsEnabled,
  OWNER,
  signInViaUi,
  uniqueTag,
  waitForHydration,
} from "./helpers";
import { chatMessage, createFriends, draftBox } from "./messages-helpers";
import { lockActivePoll } from "./poll-helpers";

test.skip(
  () => !jsEnabled(),
  "focus management is JavaScript's part; the steps are URLs without it",
);

/** Tab and Shift+Tab a few times: focus never leaves `box`. */
async function expectFocusTrapped(page: Page, box: Locator) {
  const inside = () => box.evaluate((el) => el.contains(document.activeElement));
  for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await inside()).toBe(true);
  }
}

/** Focus is somewhere inside `box`. */
async function expectFocusInside(box: Locator) {
  await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** `dialog` is shown as a modal, has focus and keeps it. */
async function expectModalWithFocus(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
  await expectFocusInside(dialog);
  await expectFocusTrapped(page, dialog);
}

/** Focuses `control` (once its script runs) and presses Enter on it. */
async function pressEnterOn(page: Page, control: Locator) {
  await waitForHydration(page, control);
  await control.focus();
  await page.keyboard.press("Enter");
}

test("the admin confirmation step takes focus, keeps it, and Escape gives it back", async ({
  page,
}) => {
  await signInViaUi(page, OWNER.tag, OWNER.password);
  await page.goto("/admin");
  // A demo player no other test acts on.
  const ban = page.getByRole("link", { name: "Ban FalconPunch", exact: true });
  await waitForHydration(page, ban);
  await ban.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Ban User" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/confirm=ban/);
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/confirm=/);
  await expect(ban).toBeFocused();
});

test("with JavaScript the tournaments filter's hidden Apply button is no Tab stop", async ({
  page,
}) => {
  await page.goto("/tournaments");
  const timeframe = page.getByLabel("Timeframe");
  await waitForHydration(page, timeframe);
  await timeframe.focus();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(focused).not.toBe("Apply");
  await expect(page.locator("button", { hasText: "Apply" })).toHaveAttribute("tabindex", "-1");
});

test("Contact Us from the footer: a modal dialog, Escape gives focus back to the link", async ({
  page,
}) => {
  await page.goto("/");
  const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" });
  await pressEnterOn(page, contact);
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expectModalWithFocus(page, dialog);
  await expect(page).toHaveURL((url) => url.pathname === "/");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
});

test("the Votes dialog takes focus, keeps it, and gives it back to its Votes link", async ({
  page,
}) => {
  const question = `${uniqueTag("kbv")} Best stage?`;
  const release = await lockActivePoll();
  try {
    await insertPoll(question, ["Battlefield", "Final Destination"]);
    await signInViaUi(page, OWNER.tag, OWNER.password);
    await page.goto("/admin");
    const row = page.getByRole("list", { name: "Active polls" }).getByRole("listitem").filter({
      hasText: question,
    });
    const votes = row.getByRole("link", { name: "Votes", exact: true });
    const dialog = page.getByRole("dialog", { name: question });

    // Escape.
    await pressEnterOn(page, votes);
    await expect(page).toHaveURL(/votes=/);
    await expectModalWithFocus(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/votes=/);
    await expect(votes).toBeFocused();

    // The ✕ link: the page state ends by a navigation that unmounts the dialog.
    await page.keyboard.press("Enter");
    await expectModalWithFocus(page, dialog);
    await dialog.getByRole("link", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/votes=/);
    await expect(votes).toBeFocused();

    // Loaded open (a shared link): nothing opened it, so focus lands on its Votes link.
    await page.goto(await votes.evaluate((a) => (a as HTMLAnchorElement).href));
    await waitForHydration(page, dialog);
    await expectModalWithFocus(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(votes).toBeFocused();
  } finally {
    release();
  }
});

test("a linked dialog (Edit Post) opens in place, keeps focus, and gives it back to Edit", async ({
  page,
  request,
}) => {
  const tag = uniqueTag("kbp");
  const author = await createUserViaApi(request, tag);
  const postId = await insertPost({ title: `${tag} tech skill`, authorId: author.id });
  await signInViaUi(page, tag);
  await page.goto(`/forum/post/${postId}`);
  const edit = page.getByRole("link", { name: "Edit", exact: true });
  const dialog = page.getByRole("dialog", { name: "Edit Post" });

  await pressEnterOn(page, edit);
  await expectModalWithFocus(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Its URL twin, loaded open: Escape leaves the URL state and focus lands on Edit.
  await page.goto(`/forum/post/${postId}?dialog=edit`);
  await waitForHydration(page, dialog);
  await expectModalWithFocus(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=/);
  await expect(edit).toBeFocused();
});

test("the tournament details dialog takes focus, keeps it, and gives it back to the card", async ({
  page,
}) => {
  const tag = uniqueTag("kbt");
  const name = `${tag} Smashfest`;
  await insertTournament({ name });
  await page.goto(`/tournaments?q=${tag}`);
  const card = page.getByRole("link", { name, exact: true });
  const dialog = page.getByRole("dialog", { name });

  await pressEnterOn(page, card);
  await expectModalWithFocus(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await page.keyboard.press("Enter");
  await expectModalWithFocus(page, dialog);
  await dialog.getByRole("button", { name: "Close", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test("the Authentication Required dialog takes focus and gives it back to Submit Tournament", async ({
  page,
}) => {
  await page.goto("/tournaments");
  const submit = page.getByRole("link", { name: "Submit Tournament" });
  await pressEnterOn(page, submit);
  const dialog = page.getByRole("dialog", { name: "Authentication Required" });
  await expectModalWithFocus(page, dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(submit).toBeFocused();
});

test("the emoji picker takes focus; Escape closes it and focus is back on Add emoji", async ({
  page,
  request,
}) => {
  const { alice, bob } = await createFriends(request);
  await signInViaUi(page, alice.username);
  await page.goto(`/messages?with=${bob.id}`);
  const add = page.getByRole("button", { name: "Add emoji" });
  const picker = page.getByRole("group", { name: "Emoji picker" });

  await pressEnterOn(page, add);
  await expect(picker).toBeVisible();
  await expect(add).toHaveAttribute("aria-expanded", "true");
  await expectFocusInside(picker);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(add).toBeFocused();

  // A pick goes into the draft, and the caret with it.
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("button", { name: "Insert 😀" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toHaveCount(0);
  await expect(draftBox(page, bob.username)).toHaveValue("😀");
  await expect(draftBox(page, bob.username)).toBeFocused();
});

test("the reaction picker takes focus; Escape and a pick give it back to React", async ({
  page,
  request,
}) => {
  const { alice, bob } = await createFriends(request);
  await signInViaUi(page, alice.username);
  await page.goto(`/messages?with=${bob.id}`);
  const box = draftBox(page, bob.username);
  await waitForHydration(page, box);
  await box.fill("Keyboard only, no mouse");
  await box.press("Enter");
  const message = chatMessage(page, "Keyboard only, no mouse");
  const react = message.getByRole("link", { name: "React", exact: true });
  const picker = message.getByRole("group", { name: "Reaction picker" });

  await pressEnterOn(page, react);
  await expect(picker).toBeVisible();
  await expectFocusInside(picker);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveCount(0);
  await expect(react).toBeFocused();

  await page.keyboard.press("Enter");
  await picker.getByRole("button", { name: "React with 🔥" }).focus();
  await page.keyboard.press("Enter");
  await expect(picker).toHaveCount(0);
  await expect(message.getByRole("button", { name: "🔥 1" })).toBeVisible();
  await expect(react).toBeFocused();
});

/** The home page's Settings menu: its summary, the menu, and its first control (the theme toggle). */
async function settingsMenu(page: Page) {
  await page.goto("/");
  const summary = page.locator('summary[aria-label="Settings"]');
  const menu = page.locator("details", { has: summary });
  return {
    summary,
    menu,
    toggle: page.getByRole("button", { name: /Switch to (light|dark) theme/ }),
  };
}

/** The menu is open and its first control has focus: it listens for Escape and presses outside. */
async function expectMenuOpen(settings: { menu: Locator; toggle: Locator }) {
  await expect(settings.menu).toHaveAttribute("open", "");
  await expect(settings.toggle).toBeFocused();
}

/** Escape closes `menu` and focus is back on its summary. */
async function expectEscapeCloses(
  page: Page,
  { summary, menu }: { summary: Locator; menu: Locator },
) {
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(summary).toBeFocused();
}

/** Opens the Settings menu by keyboard before the page hydrates, does `meanwhile`, then lets the
 * page's code in and waits for it. */
async function openSettingsBeforeHydration(page: Page, meanwhile: () => Promise<void>) {
  const release = await holdHydration(page);
  const settings = await settingsMenu(page);
  await settings.summary.focus();
  await page.keyboard.press("Enter");
  await expect(settings.menu).toHaveAttribute("open", "");
  await meanwhile();
  release();
  await waitForHydration(page, settings.summary);
  return settings;
}

test("the Settings menu takes focus and Escape gives it back to its button", async ({ page }) => {
  const settings = await settingsMenu(page);
  await pressEnterOn(page, settings.summary);
  await expectMenuOpen(settings);
  await expectEscapeCloses(page, settings);
});

test("the Settings menu opened before the page's code arrived closes on Escape once it has", async ({
  page,
}) => {
  const settings = await openSettingsBeforeHydration(page, async () => {});
  await expectMenuOpen(settings);
  await expectEscapeCloses(page, settings);
});

test("a Settings menu left open before the page's code arrived closes, and focus stays put", async ({
  page,
}) => {
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
    name: "Tournaments",
  });
  // The player moves on to another control before the code arrives.
  const settings = await openSettingsBeforeHydration(page, () => link.focus());
  await expect(settings.menu).not.toHaveAttribute("open");
  await expect(link).toBeFocused();
});

test("the Settings menu closes on Escape and on a press outside while a part inside is hydrating", async ({
  page,
}) => {
  const settings = await settingsMenu(page);
  await pressEnterOn(page, settings.summary);
  await expectMenuOpen(settings);
  // React's listener on the document stops a key or press aimed at a part it has not hydrated
  // yet (the theme toggle while its code arrives: seen on a loaded machine, where the menu then
  // stayed open). This listener does the same to every key and press from here on.
  await page.evaluate(() => {
    const holdBack = (event: Event) => event.stopPropagation();
    document.addEventListener("keydown", holdBack, true);
    document.addEventListener("pointerdown", holdBack, true);
  });
  await expectEscapeCloses(page, settings);

  await page.keyboard.press("Enter");
  await expectMenuOpen(settings);
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(settings.menu).not.toHaveAttribute("open");
});
