import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDaysToDay, today } from "~/models/tournament-dates";
import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";
import {
  clientsPerRole,
  form,
  jsonLdOf,
  startTestServer,
  toastOf,
  type TestClient,
} from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<"guest" | "user" | "admin" | "owner", TestClient>;

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await clientsPerRole(server));
});
afterAll(() => server.close());
beforeEach(() => prisma.tournament.deleteMany());

const day = (offset: number) => addDaysToDay(today(), offset);

type Seed = {
  name: string;
  start: number;
  type?: string;
  region?: string;
  status?: string;
  players?: number;
  description?: string;
  location?: string;
  fee?: number | null;
};

async function seed(...rows: Seed[]) {
  for (const r of rows) {
    await prisma.tournament.create({
      data: tournamentData({
        name: r.name,
        description: r.description ?? `${r.name} description`,
        type: r.type ?? "LOCAL",
        startDate: day(r.start),
        endDate: day(r.start + 1),
        location: r.location ?? "Somewhere",
        region: r.region ?? "North America",
        status: r.status ?? "Approved",
        registeredPlayers: r.players ?? 0,
        registrationFee: r.fee ?? null,
        submitterEmail: "submitter@example.com",
        submittedBy: "Submitter",
      }),
    });
  }
}

async function names(client: TestClient, search: string) {
  const res = await client.get(`/api/tournaments?${search}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { name: string }[]).map((t) => t.name);
}

describe("the tournament list's rules, computed in the database", () => {
  it("upcoming: current (started up to 3 days ago) and future, soonest first, no pending", async () => {
    await seed(
      { name: "Future 10", start: 10 },
      { name: "Today", start: 0 },
      { name: "Started 3 days ago", start: -3 },
      { name: "Started 4 days ago", start: -4 },
      { name: "Pending", start: 2, status: "Pending Review" },
      { name: "Rejected", start: 2, status: "Rejected" },
      { name: "Open seeded", start: 5, status: "Open" },
    );
    expect(await names(as.guest, "mode=upcoming")).toEqual([
      "Started 3 days ago",
      "Today",
      "Open seeded",
      "Future 10",
    ]);
  });

  it("past: before the current window, most recent first, from 2025-01-01 on", async () => {
    await seed(
      { name: "Started 4 days ago", start: -4 },
      { name: "Last month", start: -30 },
      { name: "Pending past", start: -20, status: "Pending Review" },
      { name: "Upcoming", start: 3 },
    );
    await prisma.tournament.create({
      data: tournamentData({
        name: "Before the cutoff",
        description: "old",
        type: "MAJOR",
        startDate: "2024-12-31",
        endDate: "2024-12-31",
        location: "x",
        region: "Europe",
        status: "Approved",
      }),
    });
    expect(await names(as.guest, "mode=past")).toEqual(["Started 4 days ago", "Last month"]);
  });

  it("timeframes cut the upcoming list at 7 days, 30 days and 3 months", async () => {
    await seed(
      { name: "In 6", start: 6 },
      { name: "In 8", start: 8 },
      { name: "In 29", start: 29 },
      { name: "In 31", start: 31 },
      { name: "In 80", start: 80 },
      { name: "In 100", start: 100 },
    );
    expect(await names(as.guest, "mode=upcoming&timeframe=week")).toEqual(["In 6"]);
    expect(await names(as.guest, "mode=upcoming")).toEqual(["In 6", "In 8", "In 29"]);
    expect(await names(as.guest, "mode=upcoming&timeframe=3months")).toEqual([
      "In 6",
      "In 8",
      "In 29",
      "In 31",
      "In 80",
    ]);
  });

  it("filters by region and type, and searches name, description and location ignoring case", async () => {
    await seed(
      { name: "Genesis", start: 1, type: "MAJOR", region: "North America", location: "San Jose" },
      {
        name: "Heir",
        start: 2,
        type: "MAJOR",
        region: "Europe",
        description: "Nordic MAJOR event",
      },
      { name: "Weekly", start: 3, type: "LOCAL", region: "Europe", location: "Oslo" },
      { name: "Online cup", start: 4, type: "ONLINE", region: "Global" },
    );
    expect(await names(as.guest, "mode=upcoming&region=Europe")).toEqual(["Heir", "Weekly"]);
    expect(await names(as.guest, "mode=upcoming&type=MAJOR")).toEqual(["Genesis", "Heir"]);
    expect(await names(as.guest, "mode=upcoming&region=Europe&type=LOCAL")).toEqual(["Weekly"]);
    expect(await names(as.guest, "mode=upcoming&q=GENESIS")).toEqual(["Genesis"]);
    expect(await names(as.guest, "mode=upcoming&q=nordic")).toEqual(["Heir"]);
    expect(await names(as.guest, "mode=upcoming&q=oSLo")).toEqual(["Weekly"]);
    expect(await names(as.guest, "mode=upcoming&region=Global")).toEqual(["Online cup"]);
  });

  it("never lets % or _ in a search act as a wildcard", async () => {
    await seed({ name: "100% Melee", start: 1 }, { name: "Plain", start: 2 });
    expect(await names(as.guest, "mode=upcoming&q=100%25")).toEqual(["100% Melee"]);
    expect(await names(as.guest, "mode=upcoming&q=%25")).toEqual([]);
    expect(await names(as.guest, "mode=upcoming&q=_")).toEqual([]);
  });

  it("unknown filter values fall back to the defaults instead of failing", async () => {
    await seed({ name: "A", start: 1 });
    const res = await as.guest.get("/tournaments?region=Mars&type=HUGE&timeframe=forever&limit=-3");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(">A<");
  });
});

describe("/tournaments page", () => {
  it("renders stats, the featured tournament, 5 cards, and Load More as a link adding 5", async () => {
    await seed(
      ...Array.from({ length: 7 }, (_, i) => ({
        name: `Event ${i + 1}`,
        start: i + 1,
        players: 10,
      })),
      { name: "Biggest", start: 20, players: 500 },
      { name: "Hidden pending", start: 2, players: 9000, status: "Pending Review" },
    );
    const html = await (await as.guest.get("/tournaments")).text();
    expect(html).toContain("Track Every Tournament");
    expect(html).toMatch(/Featured Tournament[\s\S]*Biggest/);
    expect(html).toMatch(/>8<\/p><p[^>]*>Active &amp; Upcoming/);
    expect(html).toMatch(/>570<\/p><p[^>]*>Registered Players/);
    expect(html).not.toContain("Hidden pending");
    const cards = html.match(/href="\/tournaments\/\d+"/g) ?? [];
    // Five cards plus the featured tournament's "View Details".
    expect(cards).toHaveLength(6);
    expect(html).toMatch(/href="\/tournaments\?limit=10"[^>]*>Load More Tournaments/);

    const more = await (await as.guest.get("/tournaments?limit=10")).text();
    expect(more).not.toContain("Load More Tournaments");
    expect(more).toContain("Event 7");
  });

  it("shows the spec's empty state", async () => {
    const html = await (await as.guest.get("/tournaments?q=nothing-matches")).text();
    expect(html).toContain("No tournaments found");
    expect(html).toContain("Try adjusting your search criteria or filters.");
  });

  it("links the calendar feed and has a canonical URL", async () => {
    const html = await (await as.guest.get("/tournaments?region=Europe")).text();
    expect(html).toMatch(/<link rel="alternate" type="text\/calendar" href="\/tournaments.ics"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127.0.0.1:\d+\/tournaments"/);
  });
});

describe("/tournaments/:id", () => {
  it("is a server-rendered page with SportsEvent JSON-LD", async () => {
    await seed({ name: "Big House", start: 10, type: "MAJOR", location: "Detroit, MI", fee: 70 });
    const { id } = await prisma.tournament.findFirstOrThrow({ where: { name: "Big House" } });
    const res = await as.guest.get(`/tournaments/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Grand Finals");
    expect(html).toMatch(/<meta property="og:title" content="Big House/);
    const [event] = jsonLdOf(html);
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Big House",
      startDate: day(10),
      endDate: day(11),
      location: { "@type": "Place", address: { addressLocality: "Detroit, MI" } },
      offers: { "@type": "Offer", price: "70.00", priceCurrency: "USD" },
    });
  });

  it("answers 404 for unknown, malformed and (for non-admins) pending ids", async () => {
    await seed({ name: "Waiting", start: 5, status: "Pending Review" });
    const { id } = await prisma.tournament.findFirstOrThrow({ where: { name: "Waiting" } });
    expect((await as.guest.get(`/tournaments/${id}`)).status).toBe(404);
    expect((await as.user.get(`/tournaments/${id}`)).status).toBe(404);
    expect((await as.admin.get(`/tournaments/${id}`)).status).toBe(200);
    expect((await as.guest.get("/tournaments/999999")).status).toBe(404);
    expect((await as.guest.get("/tournaments/abc")).status).toBe(404);
  });
});

describe("GET /api/tournaments visibility", () => {
  it("gives guests and users public tournaments without emails; admins see everything", async () => {
    await seed(
      { name: "Public", start: 3 },
      { name: "Waiting", start: 4, status: "Pending Review" },
    );
    for (const client of [as.guest, as.user]) {
      const list = (await (await client.get("/api/tournaments")).json()) as Record<
        string,
        unknown
      >[];
      expect(list.map((t) => t.name)).toEqual(["Public"]);
      expect(list[0]).not.toHaveProperty("submitterEmail");
      expect(list[0]).not.toHaveProperty("submittedBy");
    }
    const all = (await (await as.admin.get("/api/tournaments")).json()) as Record<
      string,
      unknown
    >[];
    expect(all.map((t) => t.name).sort()).toEqual(["Public", "Waiting"]);
    expect(all[0]).toHaveProperty("submitterEmail", "submitter@example.com");
    const pending = (await (
      await as.admin.get("/api/tournaments?status=Pending%20Review")
    ).json()) as Record<string, unknown>[];
    expect(pending.map((t) => t.name)).toEqual(["Waiting"]);
  });
});

const validSubmission = () => ({
  name: "New Weekly",
  description: "Bring a controller",
  type: "LOCAL",
  startDate: day(10),
  endDate: day(10),
  location: "Austin, TX",
  region: "North America",
  prizePool: "$100",
  registrationFee: "",
  maxPlayers: "",
  imageUrl: "",
});

describe("submitting a tournament", () => {
  it("POST /api/tournaments/submit stores a pending submission with server-set fields", async () => {
    const res = await as.user.post("/api/tournaments/submit", {
      ...validSubmission(),
      registrationFee: null,
      maxPlayers: 64,
      registeredPlayers: 999,
      registrationOpen: false,
      status: "Approved",
      submittedBy: "someone-else",
      submitterEmail: "spoof@example.com",
    });
    expect(res.status).toBe(201);
    const stored = await prisma.tournament.findFirstOrThrow({ where: { name: "New Weekly" } });
    const me = (await (await as.user.get("/api/user")).json()) as {
      username: string;
      email: string;
    };
    expect(stored).toMatchObject({
      status: "Pending Review",
      registeredPlayers: 0,
      registrationOpen: true,
      maxPlayers: 64,
      registrationFee: null,
      imageUrl: null,
      submittedBy: me.username,
      submitterEmail: me.email,
    });
    // Not public until approved.
    expect(await names(as.guest, "mode=upcoming")).toEqual([]);
  });

  it("refuses guests (401) and bad input (400) without writing anything", async () => {
    expect((await as.guest.post("/api/tournaments/submit", validSubmission())).status).toBe(401);
    const missing = await as.user.post("/api/tournaments/submit", {
      ...validSubmission(),
      name: " ",
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe("Please fill in all required fields.");
    const backwards = await as.user.post("/api/tournaments/submit", {
      ...validSubmission(),
      endDate: day(5),
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.text()).toBe("The end date cannot be before the start date");
    for (const bad of [
      { type: "HUGE" },
      { region: "Mars" },
      { startDate: "2026-02-30" },
      { maxPlayers: "12.5" },
      { registrationFee: "-1" },
      { imageUrl: "javascript:alert(1)" },
    ]) {
      const res = await as.user.post("/api/tournaments/submit", { ...validSubmission(), ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await prisma.tournament.count()).toBe(0);
  });

  it("the page form: guests go to sign in; users are sent to the list with the spec's toast", async () => {
    const guest = await as.guest.get("/submit-tournament");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/auth?redirectTo=%2Fsubmit-tournament");
    const guestPost = await as.guest.post("/submit-tournament", form(validSubmission()));
    expect(guestPost.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await prisma.tournament.count()).toBe(0);

    const page = await (await as.user.get("/submit-tournament")).text();
    expect(page).toContain("Tournament Information");
    expect(page).toContain("Review typically takes 24-48 hours.");

    const res = await as.user.post(
      "/submit-tournament",
      form({ ...validSubmission(), prizePool: "", maxPlayers: "128" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/tournaments");
    expect(toastOf(res)).toMatchObject({
      title: "Tournament Submitted Successfully!",
      description:
        "Your tournament has been submitted for review. It will appear on the site once approved.",
    });
    expect(await prisma.tournament.findFirstOrThrow()).toMatchObject({
      status: "Pending Review",
      prizePool: "",
      maxPlayers: 128,
    });
  });

  it("the page form re-renders the spec's Validation Error without JavaScript", async () => {
    const res = await as.user.post(
      "/submit-tournament",
      form({ ...validSubmission(), name: "", location: "" }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Validation Error");
    expect(html).toContain("Please fill in all required fields.");
    expect(await prisma.tournament.count()).toBe(0);
  });
});
