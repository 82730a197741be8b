import { expect, test } from "@playwright/test";
import { insertPost } from "./data";
import { createUserViaApi, OWNER, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

test("an admin pins, locks and deletes a post", async ({ page, request, browser }) => {
  const tag = uniqueTag("mod");
  const author = await createUserViaApi(request, tag);
  const title = `Heated ${tag}`;
  const id = await insertPost({ title, authorId: author.id });
  await signIn(page, OWNER.tag, OWNER.password);
  await page.goto(`/forum/post/${id}`);
  const moderation = page.getByRole("group", { name: "Moderation" });

  const pin = moderation.getByRole("button", { name: "Pin", exact: true });
  await waitForHydration(page, pin);
  await Promise.all([expect(toast(page)).toContainText("Post pinned"), pin.click()]);
  await expect(page.getByRole("article").getByText("Pinned", { exact: true })).toBeVisible();
  await expect(moderation.getByRole("button", { name: "Unpin" })).toBeVisible();

  const lock = moderation.getByRole("button", { name: "Lock", exact: true });
  await Promise.all([expect(toast(page)).toContainText("Post locked"), lock.click()]);
  await expect(page.getByText("This post is locked: no new comments.")).toBeVisible();
  await expect(page.getByPlaceholder("Write a comment...")).toHaveCount(0);

  await moderation.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this post?" });
  await expect(dialog).toBeVisible();
  await Promise.all([
    expect(toast(page)).toContainText("Post deleted"),
    dialog.getByRole("button", { name: "Delete Post" }).click(),
  ]);
  await expect(page.getByText("This post was removed by a moderator.")).toBeVisible();
  await expect(moderation.getByRole("button", { name: "Restore Post" })).toBeVisible();

  // Everyone else: gone.
  const guest = await browser.newContext();
  const res = await (await guest.newPage()).goto(`/forum/post/${id}`);
  expect(res?.status()).toBe(404);
  await guest.close();
});

test("a player reports a post and an admin resolves it", async ({ page, request, browser }) => {
  const tag = uniqueTag("rep");
  const spammer = await createUserViaApi(request, `${tag}s`);
  await createUserViaApi(request, tag);
  const title = `Cheap gold ${tag}`;
  const id = await insertPost({ title, authorId: spammer.id });

  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);
  const report = page.getByRole("article").getByRole("link", { name: "Report" });
  await waitForHydration(page, report);
  await report.click();
  const dialog = page.getByRole("dialog", { name: "Report this post" });
  await dialog.getByLabel("Spam").check();
  await dialog.getByLabel("Details (optional)").fill("Selling gold");
  await Promise.all([
    expect(toast(page)).toContainText("Report sent"),
    dialog.getByRole("button", { name: "Send Report" }).click(),
  ]);

  const adminContext = await browser.newContext({
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
  });
  const admin = await adminContext.newPage();
  await signIn(admin, OWNER.tag, OWNER.password);
  await admin.goto("/admin");
  const item = admin.getByTestId("report").filter({ hasText: title });
  await expect(item).toContainText("Spam");
  await expect(item).toContainText(tag);
  await expect(item).toContainText("Selling gold");
  // The reporter signed up just now: the report waits for the admin but could not hide the post.
  await expect(item).toContainText("Does not count toward hiding");
  const remove = item.getByRole("button", { name: "Remove post" });
  await waitForHydration(admin, remove);
  await Promise.all([expect(toast(admin)).toContainText("Content removed"), remove.click()]);
  await expect(admin.getByTestId("report").filter({ hasText: title })).toHaveCount(0);
  await adminContext.close();

  const res = await page.goto(`/forum/post/${id}`);
  expect(res?.status()).toBe(404);
});

test("a player previews Markdown before posting a comment", async ({ page, request }) => {
  const tag = uniqueTag("md");
  await createUserViaApi(request, tag);
  const id = await insertPost({ title: `Markdown ${tag}` });
  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);
  const box = page.getByPlaceholder("Write a comment...");
  await box.fill("**strong words**\n<b>raw</b>");
  const preview = page.getByRole("button", { name: "Preview" });
  await waitForHydration(page, preview);
  await preview.click();
  const pane = page.getByTestId("markdown-preview");
  await expect(pane.locator("strong")).toHaveText("strong words");
  await expect(pane).toContainText("<b>raw</b>");
  await expect(box).toHaveValue("**strong words**\n<b>raw</b>");
  await Promise.all([
    expect(toast(page)).toContainText("Comment added!"),
    page.getByRole("button", { name: "Post Comment" }).click(),
  ]);
  await expect(page.getByTestId("comment-content").locator("strong")).toHaveText("strong words");
});
