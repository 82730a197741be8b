import { expect, test, type Page } from "@playwright/test";
import { countCommentsOn, insertPost } from "./data";
import { createUserViaApi, jsEnabled, signIn, toast, uniqueTag, waitForHydration } from "./helpers";

/**
 * The first time the comment is posted, the server handles it but its answer never reaches the
 * browser (a dropped connection after the commit); every later POST goes through.
 */
async function dropFirstAnswer(page: Page, postId: number) {
  let dropped = false;
  await page.route(`**/forum/post/${postId}**`, async (route) => {
    if (route.request().method() !== "POST" || dropped) return route.fallback();
    dropped = true;
    await route.fetch({ maxRedirects: 0 });
    await route.abort("connectionreset");
  });
  return () => dropped;
}

test("a comment whose answer was lost is sent again and shows once", async ({ page, request }) => {
  const tag = uniqueTag("rtry");
  await createUserViaApi(request, tag);
  const id = await insertPost({ title: `Flaky connection ${tag}` });
  await signIn(page, tag);
  await page.goto(`/forum/post/${id}`);
  const wasDropped = await dropFirstAnswer(page, id);

  const text = `Said once by ${tag}`;
  await page.getByPlaceholder("Write a comment...").fill(text);
  const send = page.getByRole("button", { name: "Post Comment" });
  await waitForHydration(page, send);
  // Every POST the route drops fails in the browser, with JavaScript (the app's fetch) or without.
  const postFailed = page.waitForEvent("requestfailed", (request) => request.method() === "POST");
  await send.click();
  await postFailed;
  if (!jsEnabled()) {
    // The browser shows its own error page; reloading it (once it is shown: a reload while the
    // failed navigation is still being replaced has no page to act on) posts the form again.
    await expect.poll(() => page.url()).toMatch(/^chrome-error:/);
    await page.reload();
  }
  expect(wasDropped()).toBe(true);

  await expect(toast(page)).toContainText("Comment added!");
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await expect(page.getByTestId("comment")).toHaveCount(1);
  await expect(page.getByTestId("comment")).toContainText(text);
  expect(await countCommentsOn(id)).toBe(1);
});
