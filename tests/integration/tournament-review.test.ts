import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf, uniqueTag, type Role } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Awaited<ReturnType<typeof clientsPerRole>>["as"];
let ids: Awaited<ReturnType<typeof clientsPerRole>>["ids"];

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
});
afterAll(() => server.close());

/** A submission waiting for review, as POST /api/tournaments/submit leaves it. */
async function pendingTournament(overrides: { name?: string } = {}) {
  const name = overrides.name ?? `Pending ${uniqueTag("t")}`;
  return prisma.tournament.create({
    data: tournamentData({
      name,
      description: "A weekly with friendlies after",
      type: "LOCAL",
      startDate: "2030-03-01",
      endDate: "2030-03-02",
      location: "Leeds",
      region: "Europe",
      status: "Pending Review",
      maxPlayers: 64,
      registrationFee: 12.5,
      prizePool: "$500",
      submittedBy: "Submitter",
      submitterEmail: "submitter@example.com",
      createdAt: new Date(Date.now() - 3600_000),
    }),
  });
}

const row = (id: number) => prisma.tournament.findUnique({ where: { id } });
const usernameOf = async (role: Exclude<Role, "guest">) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: ids[role] } })).username;

// Who may review (user, admin, owner) is the domain's rule: tests/domain/publishing.test.ts.
// Here, the HTTP contract: guests get 401, an admin gets the reviewed record.
describe("PATCH and DELETE /api/tournaments/{id}: who may", () => {
  const expected = { guest: 401, admin: 200 } as const;

  for (const role of ["guest", "admin"] as const) {
    it(`PATCH answers ${expected[role]} for ${role}`, async () => {
      const t = await pendingTournament();
      const res = await as[role].patch(`/api/tournaments/${t.id}`, { status: "Approved" });
      expect(res.status, await res.clone().text()).toBe(expected[role]);
      const after = await row(t.id);
      expect(after?.status).toBe(expected[role] === 200 ? "Approved" : "Pending Review");
      if (expected[role] === 200) {
        expect(await res.json()).toMatchObject({ id: t.id, status: "Approved" });
      }
    });

    it(`DELETE answers ${expected[role]} for ${role}`, async () => {
      const t = await pendingTournament();
      const res = await as[role].delete(`/api/tournaments/${t.id}`);
      expect(res.status, await res.clone().text()).toBe(expected[role]);
      expect(await row(t.id)).toEqual(expected[role] === 200 ? null : expect.anything());
    });
  }

  it("answers guests and users in plain words", async () => {
    const t = await pendingTournament();
    const guest = await as.guest.patch(`/api/tournaments/${t.id}`, { status: "Approved" });
    expect(await guest.text()).toBe("Authentication required");
    const user = await as.user.delete(`/api/tournaments/${t.id}`);
    expect(await user.text()).toBe("Admin privileges required");
  });
});

describe("PATCH /api/tournaments/{id}: the review", () => {
  it("refuses a bad status with 400 and leaves the record unchanged", async () => {
    const t = await pendingTournament();
    for (const body of [{ status: "Open" }, { status: "approved" }, {}, { status: 1 }]) {
      const res = await as.admin.patch(`/api/tournaments/${t.id}`, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe("Status must be Approved or Rejected");
    }
    const bad = await as.admin.patch(`/api/tournaments/${t.id}`, "{not json");
    expect(bad.status).toBe(400);
    expect(await row(t.id)).toEqual(t);
  });

  it("answers 409 to a second review, which changes nothing", async () => {
    const t = await pendingTournament();
    expect((await as.admin.patch(`/api/tournaments/${t.id}`, { status: "Approved" })).status).toBe(
      200,
    );
    const first = await row(t.id);
    const again = await as.owner.patch(`/api/tournaments/${t.id}`, { status: "Rejected" });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe("This tournament has already been reviewed");
    expect(await row(t.id)).toEqual(first);
    expect(await prisma.tournamentReview.count({ where: { tournamentId: t.id } })).toBe(1);
  });

  it("stamps processedBy and processedAt from the session, not the body", async () => {
    const t = await pendingTournament();
    const before = Date.now();
    const res = await as.admin.patch(`/api/tournaments/${t.id}`, {
      status: "Approved",
      processedBy: "Mallory",
      processedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(res.status).toBe(200);
    const admin = await usernameOf("admin");
    const body = (await res.json()) as { processedBy: string; processedAt: string };
    expect(body.processedBy).toBe(admin);
    const after = await row(t.id);
    expect(after?.processedBy).toBe(admin);
    expect(after?.processedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after?.processedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["999999", "abc", "1.5", "-1", "0", "2147483648", "99999999999999999999"]) {
      const res = await as.admin.patch(`/api/tournaments/${id}`, { status: "Approved" });
      expect(res.status, id).toBe(404);
      expect(await res.text()).toBe("Tournament not found");
    }
    expect((await as.admin.delete("/api/tournaments/999999")).status).toBe(404);
  });

  it("answers 405 to other methods", async () => {
    const t = await pendingTournament();
    expect((await as.admin.post(`/api/tournaments/${t.id}`, {})).status).toBe(405);
    expect((await as.admin.request("PUT", `/api/tournaments/${t.id}`, {})).status).toBe(405);
  });

  it("lets the spec's client reject, then delete", async () => {
    const t = await pendingTournament();
    const rejected = await as.admin.patch(`/api/tournaments/${t.id}`, { status: "Rejected" });
    expect(rejected.status).toBe(200);
    expect((await row(t.id))?.status).toBe("Rejected");
    const deleted = await as.admin.delete(`/api/tournaments/${t.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect(await row(t.id)).toBeNull();
    expect((await as.admin.delete(`/api/tournaments/${t.id}`)).status).toBe(404);
  });
});

describe("GET /api/tournaments/{id}", () => {
  it("shows a pending tournament to admins only, with the submitter", async () => {
    const t = await pendingTournament();
    const res = await as.admin.get(`/api/tournaments/${t.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: t.id,
      status: "Pending Review",
      submitterEmail: "submitter@example.com",
    });
    for (const role of ["guest", "user"] as const) {
      const hidden = await as[role].get(`/api/tournaments/${t.id}`);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toBe("Tournament not found");
    }
  });

  it("shows an approved tournament to everyone without anyone's email", async () => {
    const t = await pendingTournament();
    await as.owner.patch(`/api/tournaments/${t.id}`, { status: "Approved" });
    const res = await as.guest.get(`/api/tournaments/${t.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: t.id, name: t.name, status: "Approved" });
    expect(body).not.toHaveProperty("submitterEmail");
    expect(body).not.toHaveProperty("submittedBy");
  });

  it("answers 404 for malformed ids", async () => {
    expect((await as.guest.get("/api/tournaments/abc")).status).toBe(404);
  });
});

describe("request history and notification counts", () => {
  it("lists approved and rejected tournaments, the rejected one after its deletion", async () => {
    const approved = await pendingTournament();
    const rejected = await pendingTournament();
    await as.admin.patch(`/api/tournaments/${approved.id}`, { status: "Approved" });
    await as.owner.patch(`/api/tournaments/${rejected.id}`, { status: "Rejected" });
    await as.owner.delete(`/api/tournaments/${rejected.id}`);
    expect(await row(rejected.id)).toBeNull();

    const res = await as.admin.get("/api/admin/request-history");
    expect(res.status).toBe(200);
    const history = (await res.json()) as {
      type: string;
      name: string;
      status: string;
      submittedBy: string;
      processedBy: string;
    }[];
    expect(history.find((h) => h.name === approved.name)).toMatchObject({
      type: "tournament",
      status: "approved",
      submittedBy: "Submitter",
      processedBy: await usernameOf("admin"),
    });
    expect(history.find((h) => h.name === rejected.name)).toMatchObject({
      type: "tournament",
      status: "rejected",
      submittedBy: "Submitter",
      processedBy: await usernameOf("owner"),
    });
  });

  it("counts pending tournaments in pendingTournamentCount", async () => {
    const count = async () =>
      (
        (await (await as.admin.get("/api/admin/notifications")).json()) as {
          pendingTournamentCount: number;
        }
      ).pendingTournamentCount;
    const before = await count();
    expect(before).toBe(await prisma.tournament.count({ where: { status: "Pending Review" } }));
    const a = await pendingTournament();
    await pendingTournament();
    expect(await count()).toBe(before + 2);
    await as.admin.patch(`/api/tournaments/${a.id}`, { status: "Approved" });
    expect(await count()).toBe(before + 1);
  });
});

describe("/admin page: tournament submissions", () => {
  it("lists pending tournaments with their details and review forms", async () => {
    const t = await pendingTournament({ name: `Listed ${uniqueTag("l")}` });
    const html = await (await as.admin.get("/admin")).text();
    expect(html).toMatch(
      /Tournament Submissions \(<!-- -->\d+<!-- -->\)|Tournament Submissions \(\d+\)/,
    );
    expect(html).toContain(t.name);
    expect(html).toContain("March 1, 2030 – March 2, 2030");
    expect(html).toContain("Leeds");
    expect(html).toContain("Europe");
    expect(html).toContain("Local");
    expect(html).toContain("A weekly with friendlies after");
    expect(html).toContain("submitter@example.com");
    expect(html).toContain("Max players: 64");
    expect(html).toContain("$12.50");
    expect(html).toContain("Prize pool: $500");
    expect(html).toContain('name="intent" value="approveTournament"');
    expect(html).toContain('name="intent" value="rejectTournament"');
    expect(html).toContain(`name="tournamentId" value="${t.id}"`);
  });

  it("says so when nothing is pending", async () => {
    await prisma.tournament.updateMany({
      where: { status: "Pending Review" },
      data: { status: "Approved" },
    });
    const html = await (await as.admin.get("/admin")).text();
    expect(html).toContain("No pending tournament submissions.");
  });

  it("lets an admin approve with a plain form post", async () => {
    const t = await pendingTournament();
    const res = await as.admin.post(
      "/admin",
      form({ intent: "approveTournament", tournamentId: String(t.id) }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(toastOf(res)).toMatchObject({
      title: "Tournament Approved",
      description: `"${t.name}" is now listed on the tournaments page.`,
      type: "default",
    });
    const after = await row(t.id);
    expect(after).toMatchObject({ status: "Approved", processedBy: await usernameOf("admin") });

    const html = await (await as.admin.get("/admin")).text();
    expect(html).not.toContain(`name="tournamentId" value="${t.id}"`);
    const history = html.slice(html.indexOf("Request History"));
    expect(history).toContain(t.name);
    expect(history).toMatch(/>Tournament</);
  });

  it("lets the owner reject with a plain form post, which removes it", async () => {
    const t = await pendingTournament();
    const res = await as.owner.post(
      "/admin",
      form({ intent: "rejectTournament", tournamentId: String(t.id) }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(toastOf(res)).toMatchObject({
      title: "Tournament Rejected",
      description: `"${t.name}" was rejected and removed.`,
    });
    expect(await row(t.id)).toBeNull();
    expect(
      await prisma.tournamentReview.findFirst({ where: { tournamentId: t.id } }),
    ).toMatchObject({ status: "rejected", processedBy: await usernameOf("owner") });
  });

  it("shows the failure toast when the tournament was already reviewed", async () => {
    const t = await pendingTournament();
    const body = form({ intent: "approveTournament", tournamentId: String(t.id) });
    expect((await as.admin.post("/admin", body)).status).toBe(302);
    const again = await as.owner.post("/admin", body);
    expect(toastOf(again)).toMatchObject({
      title: "Approval Failed",
      description: "This tournament has already been reviewed",
      type: "destructive",
    });
    const gone = await as.admin.post(
      "/admin",
      form({ intent: "rejectTournament", tournamentId: "999999" }),
    );
    expect(toastOf(gone)).toMatchObject({
      title: "Rejection Failed",
      description: "Tournament not found",
      type: "destructive",
    });
  });

  it("refuses a malformed tournament id", async () => {
    const t = await pendingTournament();
    for (const tournamentId of [`${t.id}.5`, "abc", "0", "2147483648", ""]) {
      const res = await as.admin.post(
        "/admin",
        form({ intent: "approveTournament", tournamentId }),
      );
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ title: "Invalid Request", type: "destructive" });
    }
    expect((await row(t.id))?.status).toBe("Pending Review");
  });

  it("refuses the intents from a non-admin and from a guest", async () => {
    const t = await pendingTournament();
    for (const intent of ["approveTournament", "rejectTournament"]) {
      const res = await as.user.post("/admin", form({ intent, tournamentId: String(t.id) }));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      expect(toastOf(res)).toMatchObject({ title: "Access Denied", type: "destructive" });
      const guest = await as.guest.post("/admin", form({ intent, tournamentId: String(t.id) }));
      expect(guest.status).toBe(302);
      expect(guest.headers.get("location")).toMatch(/^\/auth/);
    }
    expect(await row(t.id)).toMatchObject({ status: "Pending Review", processedBy: null });
  });
});
