import { test } from "@playwright/test";
import { audit, onlyWithJs, useAuditSetup } from "./axe-audit";
import { insertConfirmedSet } from "./data";
import { createUserViaApi, uniqueTag } from "./helpers";

/** axe (WCAG 2.2 AA) on a player's page and a head-to-head, at 375 and 1280 px, both themes. */
useAuditSetup();

test("a player's page and a head-to-head", async ({ page, request }) => {
  onlyWithJs();
  const [one, two] = [uniqueTag("Ax"), uniqueTag("Ay")];
  await createUserViaApi(request, one);
  await createUserViaApi(request, two);
  await insertConfirmedSet(one, two);
  await audit(page, `/players/${one}`, { shows: "Most played", screenshot: "player" });
  await audit(page, `/players/${one}/vs/${two}`, { shows: "By stage" });
});
