import { createRequire } from "node:module";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { chunksPerTurn } from "~/http/chunks-per-turn.server";

// The server's copy of the router (CommonJS), the one patches/ changes: what Remix's server
// runtime and React Router load in Node.
const router = createRequire(import.meta.url)(
  "@remix-run/router",
) as typeof import("@remix-run/router");

const tree = () => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "player", path: "players/:tag" },
      { id: "vs", path: "players/:tag/vs/:other" },
      { id: "post", path: "forum/post/:id" },
      { id: "splat", path: "*" },
    ],
  },
];
const ids = (matches: { route: { id?: string } }[] | null) =>
  matches?.map((match) => match.route.id) ?? null;

describe("route matching with the router's tree kept ranked", () => {
  it("is patched in the server's copy of the router (patch-package ran at install)", async () => {
    const { readFile } = await import("node:fs/promises");
    const file = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(await readFile(file, "utf8")).toContain("rankedBranches.get(routes)");
  });

  it("matches the same tree the same way every time, and each tree by its own routes", () => {
    const routes = tree();
    for (let round = 0; round < 3; round++) {
      expect(ids(router.matchRoutes(routes, "/players/Mango"))).toEqual(["root", "player"]);
      expect(ids(router.matchRoutes(routes, "/players/Mango/vs/Zain"))).toEqual(["root", "vs"]);
      expect(router.matchRoutes(routes, "/players/Mango/vs/Zain")?.[1].params).toEqual({
        tag: "Mango",
        other: "Zain",
        "*": undefined,
      });
      expect(ids(router.matchRoutes(routes, "/"))).toEqual(["root", "home"]);
      expect(ids(router.matchRoutes(routes, "/nowhere/at/all"))).toEqual(["root", "splat"]);
    }
    // Another tree (a new render's routes) is matched by its own routes, not the first one's.
    const other = [{ id: "only", path: "players/:tag" }];
    expect(ids(router.matchRoutes(other, "/players/Mango"))).toEqual(["only"]);
    expect(router.matchRoutes(other, "/forum/post/1")).toBeNull();
    expect(
      router.matchPath({ path: "/forum/post/:id", end: true }, "/forum/post/7")?.params,
    ).toEqual({ id: "7" });
    expect(
      router.matchPath({ path: "/forum/post/:id", end: false }, "/forum/post/7/x"),
    ).not.toBeNull();
    expect(router.matchPath({ path: "/forum/post/:id", end: true }, "/forum/post/7/x")).toBeNull();
  });
});

describe("a document's chunks, one per turn of the event loop", () => {
  it("joins what is written in one turn and keeps later turns apart, in order", async () => {
    const source = new Readable({ read() {} });
    const chunks: string[] = [];
    const out = new PassThrough();
    const done = new Promise<void>((resolve) => {
      source.pipe(chunksPerTurn(out));
      out.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
      out.on("end", resolve);
    });
    for (const part of ["<html>", "<body>", "shell"]) source.push(part);
    await new Promise((resolve) => setTimeout(resolve, 5));
    source.push("<script>later</script>");
    source.push("</body></html>");
    source.push(null);
    await done;
    expect(chunks.join("")).toBe("<html><body>shell<script>later</script></body></html>");
    expect(chunks[0]).toBe("<html><body>shell");
    expect(chunks.length).toBeLessThanOrEqual(2);
  });

  it("cuts the response when the render fails, never leaves it open", async () => {
    const out = new PassThrough();
    const turns = chunksPerTurn(out);
    const closed = new Promise((resolve) => out.on("close", resolve));
    turns.destroy(new Error("render failed"));
    await closed;
    expect(out.destroyed).toBe(true);
    expect(out.errored?.message).toBe("render failed");
  });
});
