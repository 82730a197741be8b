import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToDay, today } from "~/models/tournament-dates";
import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";
import { parseCalendar, unescapeText } from "~/utils/icalendar";
import { startTestServer } from "./harness";
import { readSitemap } from "./sitemap-helpers";

let server: Awaited<ReturnType<typeof startTestServer>>;
const ids = {} as Record<
  "approved" | "open" | "recent" | "pending" | "oldPast" | "rejected",
  number
>;

const day = (offset: number) => addDaysToDay(today(), offset);
const LONG_DESCRIPTION =
  "Singles, doubles; and crews — the biggest Melee weekend of the spring.\n" +
  "Venue: Salle des fêtes, Zürich. Bring a CRT & a GameCube controller! ".repeat(4) +
  "Path: C:\\melee 🎮";

async function tournament(
  name: string,
  status: string,
  start: number,
  end: number,
  extra: Partial<Parameters<typeof tournamentData>[0]> = {},
) {
  const row = await prisma.tournament.create({
    data: tournamentData({
      name,
      description: `About ${name}`,
      type: "REGIONAL",
      startDate: day(start),
      endDate: day(end),
      location: "Austin, TX",
      region: "North America",
      status,
      ...extra,
    }),
  });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  ids.approved = await tournament("Spring Showdown", "Approved", 10, 12, {
    description: LONG_DESCRIPTION,
    prizePool: "$5,000",
    registrationFee: 25,
    type: "MAJOR",
    location: "Zürich; Hallenstadion",
    region: "Europe",
  });
  ids.open = await tournament("Weekly Netplay", "Open", 3, 3, { type: "ONLINE" });
  ids.recent = await tournament("Last Month Local", "Approved", -12, -10);
  ids.pending = await tournament("Pending Bash", "Pending Review", 5, 5);
  ids.oldPast = await tournament("Ancient Regional", "Approved", -60, -58);
  ids.rejected = await tournament("Rejected Jam", "Rejected", 7, 7);
});
afterAll(() => server.close());

const get = (path: string) => fetch(server.baseUrl + path, { redirect: "manual" });

describe("GET /tournaments.ics", () => {
  let res: Response;
  let text: string;
  beforeAll(async () => {
    res = await get("/tournaments.ics");
    text = await res.text();
  });

  it("answers a cacheable text/calendar document", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=900");
  });

  it("ends every line with CRLF and keeps every line within 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
    for (const line of text.split("\r\n")) {
      expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    }
  });

  it("declares the calendar", () => {
    const { properties } = parseCalendar(text);
    expect(properties.VERSION.value).toBe("2.0");
    expect(properties.PRODID.value).toMatch(/^-\/\/.+\/\/EN$/);
    expect(properties.CALSCALE.value).toBe("GREGORIAN");
    expect(properties.METHOD.value).toBe("PUBLISH");
    expect(properties["X-WR-CALNAME"].value).toMatch(/Tournaments/);
  });

  it("lists only approved and open tournaments that are upcoming or ended within 30 days", () => {
    const { events } = parseCalendar(text);
    expect(events.map((e) => e.UID.value)).toEqual([
      `tournament-${ids.recent}@127.0.0.1`,
      `tournament-${ids.open}@127.0.0.1`,
      `tournament-${ids.approved}@127.0.0.1`,
    ]);
    for (const hidden of ["Pending Bash", "Ancient Regional", "Rejected Jam"]) {
      expect(text).not.toContain(hidden);
    }
  });

  it("gives each event UID, DTSTAMP, all-day DTSTART and exclusive DTEND, SUMMARY and URL", () => {
    const { events } = parseCalendar(text);
    for (const event of events) {
      for (const name of ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "URL"]) {
        expect(event[name], name).toBeDefined();
      }
      expect(event.DTSTAMP.value).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.DTSTART.params.VALUE).toBe("DATE");
      expect(event.DTEND.params.VALUE).toBe("DATE");
    }
    const spring = events.find((e) => e.UID.value.startsWith(`tournament-${ids.approved}@`))!;
    expect(spring.DTSTART.value).toBe(day(10).replace(/-/g, ""));
    expect(spring.DTEND.value).toBe(day(13).replace(/-/g, ""));
    const weekly = events.find((e) => e.UID.value.startsWith(`tournament-${ids.open}@`))!;
    expect(weekly.DTEND.value).toBe(day(4).replace(/-/g, ""));
  });

  it("carries the description, prize pool, link and location as escaped text", () => {
    const spring = parseCalendar(text).events.find((e) =>
      e.UID.value.startsWith(`tournament-${ids.approved}@`),
    )!;
    const url = `${server.baseUrl}/tournaments/${ids.approved}`;
    expect(unescapeText(spring.SUMMARY.value)).toBe("Spring Showdown");
    const description = unescapeText(spring.DESCRIPTION.value);
    expect(description.startsWith(LONG_DESCRIPTION)).toBe(true);
    expect(description).toContain("Prize pool: $5,000");
    expect(description).toContain("Registration: $25.00");
    expect(description.endsWith(url)).toBe(true);
    expect(spring.DESCRIPTION.value).toContain("\\,");
    expect(spring.DESCRIPTION.value).toContain("\\;");
    expect(spring.DESCRIPTION.value).toContain("\\n");
    expect(spring.DESCRIPTION.value).toContain("C:\\\\melee");
    expect(unescapeText(spring.LOCATION.value)).toBe("Zürich; Hallenstadion, Europe");
    expect(spring.URL.value).toBe(url);
    expect(spring.CATEGORIES.value).toBe("MAJOR");
  });

  it("keeps UIDs stable from one request to the next", async () => {
    const again = parseCalendar(await (await get("/tournaments.ics")).text());
    expect(again.events.map((e) => e.UID.value)).toEqual(
      parseCalendar(text).events.map((e) => e.UID.value),
    );
  });
});

describe("GET /sitemap.xml", () => {
  let sitemap: Awaited<ReturnType<typeof readSitemap>>;
  let xml: string;
  let locs: string[];
  beforeAll(async () => {
    sitemap = await readSitemap(get, server.baseUrl);
    ({ xml, locs } = sitemap);
  });

  it("answers a well-formed sitemap index whose parts are well-formed sitemaps", () => {
    const { index, indexXml, partUrls, parts } = sitemap;
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(indexXml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(indexXml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(partUrls.map((u) => u.slice(server.baseUrl.length))).toEqual([
      "/sitemap/pages-1.xml",
      "/sitemap/tournaments-1.xml",
      "/sitemap/events-1.xml",
      "/sitemap/players-1.xml",
      "/sitemap/forum-1.xml",
    ]);
    for (const part of parts) {
      expect(part).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    }
  });

  it("answers 404 for a part that does not exist", async () => {
    for (const path of ["/sitemap/forum-2.xml", "/sitemap/users-1.xml", "/sitemap/forum-0.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("lists the static pages with absolute URLs", () => {
    for (const path of ["/", "/tournaments", "/rankings"]) {
      expect(locs).toContain(new URL(path, server.baseUrl).href);
    }
    for (const loc of locs) expect(loc.startsWith(`${server.baseUrl}/`)).toBe(true);
  });

  it("lists public tournaments with lastmod, never pending or rejected ones", async () => {
    for (const id of [ids.approved, ids.open, ids.recent, ids.oldPast]) {
      const loc = `${server.baseUrl}/tournaments/${id}`;
      expect(locs).toContain(loc);
      const row = await prisma.tournament.findUniqueOrThrow({ where: { id } });
      expect(xml).toContain(`<loc>${loc}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod>`);
    }
    for (const id of [ids.pending, ids.rejected]) {
      expect(locs).not.toContain(`${server.baseUrl}/tournaments/${id}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps private areas out and points to the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8$/i);
    const lines = (await res.text()).split("\n");
    // A static public/robots.txt would be served before the route ever runs.
    expect(lines, "served by the route, not by a static file").toContain(
      `Sitemap: ${server.baseUrl}/sitemap.xml`,
    );
    expect(lines).toContain("User-agent: *");
    for (const path of ["/admin", "/admin-setup", "/api", "/profile", "/messages", "/friends"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
  });
});
