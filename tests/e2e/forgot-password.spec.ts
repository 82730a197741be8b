import { expect, test } from "@playwright/test";
import { jsEnabled, uniqueTag, waitForHydration } from "./helpers";

test("forgot password shows 'Check Your Email'", async ({ page }) => {
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  const tag = uniqueTag("fp");
  await page.getByLabel("Tag (Username)").fill(tag);
  await page.getByLabel("Email Address").fill(`${tag}@example.com`);
  const submit = page.getByRole("button", { name: "Send Reset Link" });
  await waitForHydration(page, submit);
  await submit.click();

  if (jsEnabled()) {
    // The reset is simulated: about two seconds of 'Verifying Account...' first.
    await expect(page.getByRole("button", { name: "Verifying Account..." })).toBeDisabled();
  }
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("The link expires in 24 hours.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute(
    "href",
    "/auth",
  );
});
