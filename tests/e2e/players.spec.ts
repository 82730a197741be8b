import { expect, test } from "@playwright/test";
import { insertConfirmedSet } from "./data";
import { createUserViaApi, jsEnabled, uniqueTag } from "./helpers";

/**
 * Player pages: a ranked player who plays here is a tag away on the rankings, their page shows
 * their record, and a head-to-head is a link away, with a period picked by a plain GET form.
 */

// A ranked tag per project (the two run side by side on one database), made an account here.
const rankedTag = () => (jsEnabled() ? "Zain" : "Mang0");

test("from a tag on the rankings to the player's page and a head-to-head", async ({
  page,
  request,
}) => {
  const ranked = rankedTag();
  const rival = uniqueTag("Riv");
  await createUserViaApi(request, ranked);
  await createUserViaApi(request, rival);
  await insertConfirmedSet(ranked, rival);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/rankings");
  await page.getByRole("link", { name: ranked, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: ranked })).toBeVisible();
  const record = page.getByRole("region", { name: "Record" });
  await expect(record).toContainText("1–0");
  await expect(record).toContainText("2–1");
  await expect(page.getByRole("region", { name: "Characters" })).toContainText("Fox");

  await page.getByRole("link", { name: `Head-to-head with ${rival}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${ranked} vs ${rival}`);
  await expect(page.getByRole("region", { name: "By stage" })).toContainText("Battlefield");

  // A period without their set: nothing counted, said in words.
  await page.getByLabel("Period").selectOption({ label: "Between dates" });
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=range/);
  await expect(page.getByRole("region", { name: `${ranked}'s record` })).toContainText("0–0");
  await expect(
    page.getByText("have no counted sets against each other in this period"),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
});
