import { expect, test } from "@playwright/test";
import { contactMessagesWith } from "./data";
import { jsEnabled, registerViaUi, toast, uniqueTag, waitForHydration } from "./helpers";

test.describe("contact", () => {
  test("signed out, /contact asks to sign in", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expect(
      main.getByText("Please Sign In to send a message to an Administrator."),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  test("signed in, /contact validates and sends a message", async ({ page }) => {
    const tag = uniqueTag("msg");
    await registerViaUi(page, tag);
    await page.goto("/contact");
    const main = page.getByRole("main");
    const send = main.getByRole("button", { name: "Send Message" });
    await waitForHydration(page, send);

    await send.click();
    await expect(main.getByRole("alert")).toContainText(
      "Please select a message type and enter a message.",
    );

    const text = `Please add doubles brackets (${tag})`;
    await main.getByLabel("Message Type").selectOption({ label: "Feature Request" });
    await main.getByLabel("Message", { exact: true }).fill(text);
    await send.click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(toast(page)).toContainText("Message Sent");
    expect(await contactMessagesWith(text)).toEqual([{ messageType: "feature", name: tag }]);
  });

  test("the footer's Contact Us opens a dialog", async ({ page }) => {
    test.skip(!jsEnabled(), "Without JavaScript the footer link is a plain link to /contact");
    const tag = uniqueTag("dlg");
    await registerViaUi(page, tag);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" });
    await waitForHydration(page, link);

    await link.click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await link.click();
    await expect(dialog).toBeVisible();
    const text = `Love the site (${tag})`;
    await dialog.getByLabel("Message", { exact: true }).fill(text);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Message Sent");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    expect(await contactMessagesWith(text)).toEqual([{ messageType: "general", name: tag }]);
  });
});
