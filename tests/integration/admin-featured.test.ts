import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());
beforeEach(() => prisma.featuredUpdate.deleteMany());

async function seed(...texts: string[]) {
  const rows = [];
  for (const [i, text] of texts.entries()) {
    rows.push(await prisma.featuredUpdate.create({ data: { text, order: i + 1 } }));
  }
  return rows;
}

const ordered = () =>
  prisma.featuredUpdate.findMany({
    orderBy: { order: "asc" },
    select: { id: true, text: true, order: true },
  });

describe("/admin Featured Updates Management", () => {
  it("lists the updates in order, with edit and delete links and move buttons", async () => {
    const [a, b] = await seed("First thing", "Second thing");
    const html = await (await as.admin.get("/admin")).text();
    expect(html).toContain("Featured Updates Management");
    expect(html.indexOf("First thing")).toBeLessThan(html.indexOf("Second thing"));
    expect(html).toContain(`href="/admin?editFeatured=${a.id}"`);
    expect(html).toContain(`href="/admin?confirmFeatured=${b.id}"`);
    expect(html).toContain('name="intent" value="moveFeatured"');
    // The drag handle needs JavaScript: the server's page (what a browser without it gets) has
    // the move buttons instead.
    expect(html).not.toContain('aria-label="Reorder First thing"');
  });

  it("renders the inline edit form and the delete confirmation as page states", async () => {
    const [a] = await seed("Editable");
    const edit = await (await as.admin.get(`/admin?editFeatured=${a.id}`)).text();
    expect(edit).toContain('name="intent" value="updateFeatured"');
    expect(edit).toContain('value="Editable"');
    const confirm = await (await as.admin.get(`/admin?confirmFeatured=${a.id}`)).text();
    expect(confirm).toMatch(/<dialog open="" aria-labelledby="confirm-featured-title"/);
    expect(confirm).toContain('name="intent" value="deleteFeatured"');
  });

  it("creates an update last, with trimmed text", async () => {
    await seed("Existing");
    const res = await as.admin.post("/admin", form({ intent: "createFeatured", text: "  New  " }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(toastOf(res)).toMatchObject({ title: "Featured Update Created" });
    expect((await ordered()).map((f) => [f.text, f.order])).toEqual([
      ["Existing", 1],
      ["New", 2],
    ]);
  });

  it("refuses blank text on create and on save", async () => {
    const res = await as.admin.post("/admin", form({ intent: "createFeatured", text: "   " }));
    expect(toastOf(res)).toMatchObject({
      title: "Failed to create featured update",
      type: "destructive",
    });
    expect(await prisma.featuredUpdate.count()).toBe(0);

    const [a] = await seed("Keep me");
    const save = await as.admin.post(
      "/admin",
      form({ intent: "updateFeatured", id: a.id, text: " " }),
    );
    expect(toastOf(save)).toMatchObject({
      title: "Failed to update featured update",
      type: "destructive",
    });
    expect((await ordered())[0].text).toBe("Keep me");
  });

  it("saves an edit", async () => {
    const [a] = await seed("Old text");
    const res = await as.admin.post(
      "/admin",
      form({ intent: "updateFeatured", id: a.id, text: "New text" }),
    );
    expect(toastOf(res)).toMatchObject({ title: "Featured Update Saved" });
    expect((await ordered())[0].text).toBe("New text");
  });

  it("deletes an update, and reports a missing one", async () => {
    const [a, b] = await seed("Gone", "Stays");
    const res = await as.admin.post("/admin", form({ intent: "deleteFeatured", id: a.id }));
    expect(toastOf(res)).toMatchObject({ title: "Featured Update Deleted" });
    expect((await ordered()).map((f) => f.id)).toEqual([b.id]);

    const again = await as.admin.post("/admin", form({ intent: "deleteFeatured", id: a.id }));
    expect(toastOf(again)).toMatchObject({
      title: "Failed to delete featured update",
      type: "destructive",
    });
  });

  it("moves an update and rewrites order 1..n", async () => {
    const [a, b, c] = await seed("A", "B", "C");
    await prisma.featuredUpdate.update({ where: { id: c.id }, data: { order: 40 } });
    const res = await as.admin.post(
      "/admin",
      form({ intent: "moveFeatured", id: c.id, direction: "up" }),
    );
    expect(toastOf(res)).toMatchObject({ title: "Featured Updates Reordered" });
    expect((await ordered()).map((f) => [f.id, f.order])).toEqual([
      [a.id, 1],
      [c.id, 2],
      [b.id, 3],
    ]);

    await as.admin.post("/admin", form({ intent: "moveFeatured", id: a.id, direction: "down" }));
    expect((await ordered()).map((f) => f.id)).toEqual([c.id, a.id, b.id]);
    // At an end the order stays as it is.
    await as.admin.post("/admin", form({ intent: "moveFeatured", id: c.id, direction: "up" }));
    expect((await ordered()).map((f) => [f.id, f.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
  });

  it("reorders by a dragged list of ids", async () => {
    const [a, b, c] = await seed("A", "B", "C");
    const res = await as.admin.post(
      "/admin",
      form({ intent: "reorderFeatured", ids: JSON.stringify([c.id, a.id, b.id]) }),
    );
    expect(toastOf(res)).toMatchObject({ title: "Featured Updates Reordered" });
    expect((await ordered()).map((f) => [f.id, f.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);

    const bad = await as.admin.post("/admin", form({ intent: "reorderFeatured", ids: "nope" }));
    expect(toastOf(bad)).toMatchObject({
      title: "Failed to reorder featured updates",
      type: "destructive",
    });
  });

  it("does nothing for a plain user", async () => {
    const [a, b] = await seed("A", "B");
    const posts: Record<string, string>[] = [
      { intent: "createFeatured", text: "Sneaky" },
      { intent: "updateFeatured", id: a.id, text: "Changed" },
      { intent: "deleteFeatured", id: b.id },
      { intent: "moveFeatured", id: b.id, direction: "up" },
      { intent: "reorderFeatured", ids: JSON.stringify([b.id, a.id]) },
    ];
    for (const fields of posts) {
      const res = await as.user.post("/admin", form(fields));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
    expect((await ordered()).map((f) => [f.id, f.text, f.order])).toEqual([
      [a.id, "A", 1],
      [b.id, "B", 2],
    ]);
  });
});
