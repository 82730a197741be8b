import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventView } from "~/models/event.server";
import { prisma } from "~/server/db.server";
import { eventTestServer, weeklyLocal } from "./event-helpers";
import { form, toastOf, type TestClient } from "./harness";

/**
 * The organiser's pages over HTTP, as a browser without JavaScript posts them: who may open
 * them, and bad or refused forms answered with a toast and nothing written, never a 500.
 */

let server: Awaited<ReturnType<typeof eventTestServer>>["server"];
let as: Awaited<ReturnType<typeof eventTestServer>>["as"];
let organiser: TestClient;
let organiserId: string;

beforeAll(async () => {
  ({ server, as, organiser, organiserId } = await eventTestServer());
});
afterAll(() => server.close());

const tournament = () => weeklyLocal(organiserId);

async function event(names: string[] = []) {
  const res = await organiser.post(`/api/tournaments/${await tournament()}/events`, {
    name: "Melee Singles",
    format: "single_elimination",
    bestOf: 3,
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as EventView;
  for (const name of names) {
    const entrant = await organiser.post(`/api/events/${id}/entrants`, { name });
    const { id: entrantId } = (await entrant.json()) as { id: number };
    await organiser.post(`/api/events/${id}/entrants/${entrantId}/check-in`);
  }
  return id;
}

const view = async (id: number) =>
  (await (await as.guest.get(`/api/events/${id}`)).json()) as EventView;

describe("/events/{id}/manage", () => {
  it("sends guests to sign in, refuses players (403), shows organisers and admins", async () => {
    const id = await event();
    const guest = await as.guest.get(`/events/${id}/manage`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/events/${id}/manage`)}`,
    );
    expect((await as.user.get(`/events/${id}/manage`)).status).toBe(403);
    const page = await organiser.get(`/events/${id}/manage`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Manage Melee Singles");
    expect((await as.admin.get(`/events/${id}/manage`)).status).toBe(200);
    expect((await organiser.get(`/events/999999/manage`)).status).toBe(404);
    expect((await organiser.get(`/events/x/manage`)).status).toBe(404);
    expect((await organiser.post(`/events/x/manage`, form({ intent: "start" }))).status).toBe(404);
  });

  it("is linked for organisers only, from the event's and the tournament's pages", async () => {
    const id = await event();
    const { tournamentId } = await view(id);
    const manage = `href="/events/${id}/manage"`;
    const create = `href="/tournaments/${tournamentId}/events/new"`;
    expect(await (await organiser.get(`/events/${id}`)).text()).toContain(manage);
    expect(await (await as.user.get(`/events/${id}`)).text()).not.toContain(manage);
    const forOrganiser = await (await organiser.get(`/tournaments/${tournamentId}`)).text();
    expect(forOrganiser).toContain(manage);
    expect(forOrganiser).toContain(create);
    const forPlayer = await (await as.user.get(`/tournaments/${tournamentId}`)).text();
    expect(forPlayer).not.toContain(manage);
    expect(forPlayer).not.toContain(create);
  });

  it("refuses a player's form with the domain's message, writing nothing", async () => {
    const id = await event();
    const res = await as.user.post(
      `/events/${id}/manage`,
      form({ intent: "addWalkIn", name: "X" }),
    );
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Walk-in Not Added", type: "destructive" });
    expect((await view(id)).entrants).toEqual([]);
  });

  it("answers bad forms with a toast and changes nothing", async () => {
    const id = await event(["Ann", "Bo"]);
    const before = await view(id);
    const bad: Record<string, string>[] = [
      { intent: "seedOrder", entrantIds: "nope" },
      { intent: "seedOrder", entrantIds: JSON.stringify([before.entrants[0].id]) },
      { intent: "seedOrder", entrantIds: JSON.stringify(["1".repeat(40)]) },
      { intent: "moveSeed", entrantId: "abc", direction: "up" },
      { intent: "moveSeed", entrantId: String(before.entrants[0].id), direction: "sideways" },
      { intent: "stations", stations: Array.from({ length: 70 }, (_, n) => `TV ${n}`).join(",") },
      { intent: "stations", stations: "TV 1, TV 1" },
      { intent: "addWalkIn", name: "x".repeat(41) },
      { intent: "report", matchId: "1", winnerEntrantId: "2", score1: "9" },
      { intent: "queueAdd", matchId: "999999" },
      { intent: "status", status: "completed" },
      { intent: "nonsense" },
    ];
    for (const fields of bad) {
      const res = await organiser.post(`/events/${id}/manage`, form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(302);
      expect(toastOf(res)?.type, JSON.stringify(fields)).toBe("destructive");
    }
    const after = await view(id);
    expect(after.entrants).toEqual(before.entrants);
    expect(after.stations).toEqual(before.stations);
    expect(after.status).toBe("registration");
  });

  it("moves seeds, starts, and sends a reset that needs confirming to its confirmation", async () => {
    const id = await event(["Ann", "Bo", "Cy", "Di"]);
    const [ann, , , di] = (await view(id)).entrants;
    const post = (fields: Record<string, string>) =>
      organiser.post(`/events/${id}/manage`, form(fields));
    await post({ intent: "moveSeed", entrantId: String(di.id), direction: "up" });
    expect((await view(id)).entrants.map((entrant) => entrant.name)).toEqual([
      "Ann",
      "Bo",
      "Di",
      "Cy",
    ]);
    expect(toastOf(await post({ intent: "stations", stations: "2" }))?.title).toBe(
      "Stations Saved",
    );
    expect((await view(id)).stations).toEqual(["Station 1", "Station 2"]);
    expect(toastOf(await post({ intent: "start" }))?.title).toBe("Bracket Started");
    const again = await post({ intent: "start" });
    expect(toastOf(again)).toMatchObject({
      title: "Bracket Not Started",
      description: "The event has already started",
    });

    const ready = (await view(id)).matches.filter((match) => match.status === "ready");
    for (const match of ready) {
      await post({
        intent: "report",
        matchId: String(match.id),
        winnerEntrantId: String(match.entrant1Id),
        score1: "2",
        score2: "0",
      });
    }
    const final = (await view(id)).matches.find((match) => match.status === "ready")!;
    await post({ intent: "report", matchId: String(final.id), winnerEntrantId: String(ann.id) });
    const first = ready.find((match) => match.entrant1Id === ann.id)!;
    const reset = await post({ intent: "reset", matchId: String(first.id) });
    expect(reset.headers.get("Location")).toBe(`/events/${id}/manage?reset=${first.id}`);
    expect(toastOf(reset)?.title).toBe("Match Not Reset");
    expect((await view(id)).status).toBe("completed");
    const confirmed = await post({ intent: "reset", matchId: String(first.id), confirm: "true" });
    expect(toastOf(confirmed)?.title).toBe("Match Reset");
    expect((await view(id)).matches.find((match) => match.id === first.id)?.status).toBe("ready");
  });
});

describe("/tournaments/{id}/events/new", () => {
  it("is the organisers' own; a pools event without its settings is refused", async () => {
    const id = await tournament();
    expect((await as.guest.get(`/tournaments/${id}/events/new`)).status).toBe(302);
    expect((await as.user.get(`/tournaments/${id}/events/new`)).status).toBe(403);
    expect((await organiser.get(`/tournaments/${id}/events/new`)).status).toBe(200);
    const fields = { name: "Singles", format: "pools_to_double_elimination", bestOf: "3" };
    const refused = await organiser.post(`/tournaments/${id}/events/new`, form(fields));
    expect(toastOf(refused)).toMatchObject({
      title: "Event Not Created",
      description: "A pools event needs poolSize and advancePerPool",
    });
    const byPlayer = await as.user.post(`/tournaments/${id}/events/new`, form(fields));
    expect(toastOf(byPlayer)?.title).toBe("Event Not Created");
    expect(await prisma.event.count({ where: { tournamentId: id } })).toBe(0);

    const created = await organiser.post(
      `/tournaments/${id}/events/new`,
      form({ ...fields, poolSize: "4", advancePerPool: "2", bestOfFiveFrom: "" }),
    );
    const made = await prisma.event.findFirstOrThrow({ where: { tournamentId: id } });
    expect(created.headers.get("Location")).toBe(`/events/${made.id}/manage`);
    expect(made).toMatchObject({ poolSize: 4, advancePerPool: 2, bestOfFiveFrom: null });
  });
});
