import { expect, test, type Locator, type Page } from "@playwright/test";
import { banOf, insertPost, insertReport } from "./data";
import { createUserViaApi, OWNER, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

// A moderator works the queue on a phone: from the ☰ menu's report count to a removed post and a
// banned author, seeing what was reported and by whom (JS on and off); and by keyboard alone.

const PHONE = { width: 375, height: 812 };

/** A post reported twice (spam with a note, abuse), by two players; its author's tag. */
async function reportedPost(request: Parameters<typeof createUserViaApi>[0]) {
  const tag = uniqueTag("q");
  const author = await createUserViaApi(request, `${tag}a`);
  const first = await createUserViaApi(request, `${tag}r1`);
  const second = await createUserViaApi(request, `${tag}r2`);
  const title = `Free gold ${tag}`;
  const id = await insertPost({ title, authorId: author.id, content: "Click my link for gold" });
  await insertReport(id, first.id, "spam", "Link to a gold seller");
  await insertReport(id, second.id, "abuse");
  return { id, title, authorTag: `${tag}a`, reporters: [`${tag}r1`, `${tag}r2`] };
}

const card = (page: Page, title: string) => page.getByTestId("report").filter({ hasText: title });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("☰ → queue → Ban author → Remove post in five taps", async ({ page, request }) => {
    const post = await reportedPost(request);
    await signIn(page, OWNER.tag, OWNER.password);
    await page.goto("/");
    let taps = 0;
    const tap = async (target: Locator) => {
      await waitForHydration(page, target);
      await target.tap();
      taps += 1;
    };

    await tap(page.getByLabel("Open navigation"));
    await tap(page.getByTestId("nav-panel").getByRole("link", { name: /Open reports/ }));
    await expect(page).toHaveURL(/\/admin\?section=reports$/);
    const item = card(page, post.title);
    // What was reported and by whom, on the card.
    await expect(item).toContainText(post.authorTag);
    await expect(item).toContainText("Click my link for gold");
    await expect(item.getByTestId("report-reasons")).toContainText("Spam × 1");
    await expect(item.getByTestId("report-reasons")).toContainText("Abuse × 1");
    await expect(item).toContainText(post.reporters[0]);
    await expect(item).toContainText("Link to a gold seller");
    await expect(item).toContainText(post.reporters[1]);
    const remove = item.getByRole("button", { name: "Remove post" });
    const dismiss = item.getByRole("button", { name: "Dismiss reports" });
    // Thumb-sized and apart.
    const [r, d] = [(await remove.boundingBox())!, (await dismiss.boundingBox())!];
    expect(r.height).toBeGreaterThanOrEqual(44);
    expect(d.height).toBeGreaterThanOrEqual(44);
    expect(Math.max(d.x - (r.x + r.width), d.y - (r.y + r.height))).toBeGreaterThanOrEqual(12);

    await tap(item.getByRole("link", { name: `Ban author ${post.authorTag}` }));
    const dialog = page.getByRole("dialog", { name: "Ban User" });
    await dialog.getByLabel(/Reason/).fill("Gold selling");
    await dialog.getByLabel("Length").selectOption("7");
    await tap(dialog.getByRole("button", { name: "Ban User" }));
    await expect(toast(page)).toContainText("User Banned");
    await expect(page).toHaveURL(/section=reports/);

    await tap(card(page, post.title).getByRole("button", { name: "Remove post" }));
    await expect(toast(page)).toContainText(`Removed the post “${post.title}”`);
    await expect(card(page, post.title)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(5);

    const author = await banOf(post.authorTag);
    expect(author.isBanned).toBe(true);
    expect(author.banReason).toBe("Gold selling");
    expect(author.bannedUntil!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  test("the reported post's own page: reports, decisions and moderation, each 44 px tall", async ({
    page,
    request,
  }) => {
    const post = await reportedPost(request);
    await signIn(page, OWNER.tag, OWNER.password);
    await page.goto(`/forum/post/${post.id}`);
    const reports = page.getByTestId("post-reports");
    await expect(reports).toContainText("Link to a gold seller");
    const moderation = page.getByRole("group", { name: "Moderation" });
    const controls = [
      reports.getByRole("button", { name: "Remove post" }),
      reports.getByRole("button", { name: "Dismiss reports" }),
      reports.getByRole("link", { name: `Ban author ${post.authorTag}` }),
      page.getByRole("link", { name: "Report", exact: true }),
      moderation.getByRole("button", { name: "Pin" }),
      moderation.getByRole("button", { name: "Lock" }),
      moderation.getByLabel("Move to category"),
      moderation.getByRole("button", { name: "Move" }),
      moderation.getByRole("link", { name: "Delete" }),
    ];
    for (const control of controls) {
      expect((await control.boundingBox())!.height, String(control)).toBeGreaterThanOrEqual(44);
    }
  });
});

test("by keyboard: the queue's first card is a few Tabs away, and Undo brings the post back", async ({
  page,
  request,
}) => {
  const post = await reportedPost(request);
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto("/admin?section=reports");
  const remove = card(page, post.title).getByRole("button", { name: "Remove post" });
  await waitForHydration(page, remove);
  const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  let tabs = 0;
  while (!(await focused(remove)) && tabs < 80) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  await expect(remove).toBeFocused();
  // The top bar, the section links, then the newest card (the whole old page took ~42).
  expect(tabs).toBeLessThanOrEqual(35);
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText(`Removed the post “${post.title}”`);
  const undo = page.getByRole("button", { name: "Undo" });
  await undo.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Removal undone");
  await page.goto(`/forum/post/${post.id}`);
  await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
});
