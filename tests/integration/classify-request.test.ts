import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { assertRoutesExist, classifyUrl } from "~/http/express/classify-request";

/** The edge's classifier over the built app's own routes: the route Remix would run. */
let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
});

const classify = (url: string, method = "GET") =>
  classifyUrl(build, new URL(`http://localhost${url}`), method);

describe("the request classifier", () => {
  it.each([
    ["/api/register", "routes/api.register"],
    ["/api/register/", "routes/api.register"],
    ["/API/Register", "routes/api.register"],
    ["/api/%72egister", "routes/api.register"],
    ["/api/Change-Password/", "routes/api.change-password"],
    ["/api/score-tracker/matches/12/GAMES/", "routes/api.score-tracker.matches.$id.games"],
    ["/api/admin/users/u1/ban", "routes/api.admin.users.$id.ban"],
    ["/Score-Tracker/Replay?match=1", "routes/score-tracker_.replay"],
    ["/no/such/page", "routes/$"],
    // Remix matches the path as sent: a doubled slash is not /api/register.
    ["//api/register", "routes/$"],
  ])("routes %s to %s, as Remix does", (url, id) => {
    expect(classify(url).id).toBe(id);
  });

  it("tells a page's HTML from its data and from resource routes", () => {
    expect(classify("/profile")).toEqual({ id: "routes/profile", document: true, api: false });
    expect(classify("/Profile.data")).toEqual({
      id: "routes/profile",
      document: false,
      api: false,
    });
    expect(classify("/profile?_data=routes%2Fprofile")).toMatchObject({
      id: "routes/profile",
      document: false,
    });
    expect(classify("/_root.data").id).toBe("routes/_index");
    expect(classify("/_root.data", "POST").id).toBe("root");
    expect(classify("/api/user")).toEqual({ id: "routes/api.user", document: false, api: true });
    expect(classify("/sitemap.xml")).toMatchObject({ id: "routes/sitemap[.]xml", document: false });
  });

  it("names a `_data` route only when the URL matches it, and a write's index route only with ?index", () => {
    expect(classify("/auth?_data=routes%2Fprofile").id).toBeNull();
    // A page is its deepest route's; a write without ?index goes to the index route's parent.
    expect(classify("/").id).toBe("routes/_index");
    expect(classify("/", "POST").id).toBe("root");
    expect(classify("/?index", "POST").id).toBe("routes/_index");
    expect(classify("/tournaments").id).toBe("routes/tournaments._index");
  });

  it("refuses rules naming a route the build does not have", () => {
    expect(() => assertRoutesExist(build, ["routes/api.register"])).not.toThrow();
    expect(() => assertRoutesExist(build, ["routes/api.regster"])).toThrow(/routes\/api.regster/);
  });
});
