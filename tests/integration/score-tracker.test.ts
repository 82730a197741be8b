import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/server/db.server";
import { clientsPerRole, form, startTestServer, toastOf, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let as: Record<"guest" | "user" | "admin" | "owner", TestClient>;
let ids: Record<"user" | "admin" | "owner", string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ as, ids } = await clientsPerRole(server));
});
afterAll(() => server.close());
beforeEach(() => prisma.set.deleteMany());

type Match = {
  id: number;
  player1Score: number;
  player2Score: number;
  winnerId: number | null;
  winnerName: string | null;
  matchStatus: string;
};

async function start(client: TestClient, targetScore = 5) {
  const res = await client.post("/api/score-tracker/start", {
    player1Name: " Fox main ",
    player2Name: "Falco main",
    targetScore,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Match & { player1Name: string };
}

const award = (client: TestClient, matchId: number, playerId: number) =>
  client.post("/api/score-tracker/award-point", { matchId, playerId });

describe("/api/score-tracker", () => {
  it("starts a match with trimmed names and zero scores; guests get 401", async () => {
    const match = await start(as.user, 10);
    expect(match).toMatchObject({
      player1Name: "Fox main",
      player1Score: 0,
      player2Score: 0,
      matchStatus: "ongoing",
      winnerId: null,
    });
    expect((await as.guest.post("/api/score-tracker/start", {})).status).toBe(401);
    expect((await as.guest.get("/api/score-tracker/matches")).status).toBe(401);
  });

  it("refuses missing names and targets outside 5..100 in steps of 5", async () => {
    const missing = await as.user.post("/api/score-tracker/start", {
      player1Name: "  ",
      player2Name: "B",
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe("Please enter names for both players");
    for (const targetScore of [0, 4, 105, "abc"]) {
      const res = await as.user.post("/api/score-tracker/start", {
        player1Name: "A",
        player2Name: "B",
        targetScore,
      });
      expect(res.status, String(targetScore)).toBe(400);
    }
    expect(await prisma.set.count()).toBe(0);
  });

  it("plays to the target, names the winner, then refuses points with 409", async () => {
    const match = await start(as.user);
    for (let i = 0; i < 4; i++) expect((await award(as.user, match.id, 1)).status).toBe(200);
    await award(as.user, match.id, 2);
    const last = (await (await award(as.user, match.id, 1)).json()) as Match;
    expect(last).toMatchObject({
      player1Score: 5,
      player2Score: 1,
      winnerId: 1,
      winnerName: "Fox main",
      matchStatus: "completed",
    });
    const after = await award(as.user, match.id, 2);
    expect(after.status).toBe(409);
    expect(await after.text()).toBe(
      "This match has already ended. Start a new match or use 'Salty Runback'.",
    );
  });

  // Racing points and who may score or delete are the domain's rules: tests/domain/score-tracker.test.ts.

  it("answers another player 403, unknown matches 404, bad input 400, guests 401", async () => {
    const match = await start(as.user);
    expect((await award(as.admin, match.id, 1)).status).toBe(403);
    expect((await award(as.user, 999_999, 1)).status).toBe(404);
    expect((await award(as.user, match.id, 3)).status).toBe(400);
    expect((await award(as.guest, match.id, 1)).status).toBe(401);
    const stored = await prisma.set.findUniqueOrThrow({ where: { id: match.id } });
    expect(stored.player1Score + stored.player2Score).toBe(0);
  });

  it("lists the user's own 10 newest matches", async () => {
    for (let i = 0; i < 12; i++) await start(as.user);
    await start(as.admin);
    const list = (await (await as.user.get("/api/score-tracker/matches")).json()) as Match[];
    expect(list).toHaveLength(10);
    const ids = list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("deleting answers a non-owner 403, a guest 401, the owner 200, then 404", async () => {
    const match = await start(as.user);
    expect((await as.admin.delete(`/api/score-tracker/matches/${match.id}`)).status).toBe(403);
    expect((await as.guest.delete(`/api/score-tracker/matches/${match.id}`)).status).toBe(401);
    expect((await as.owner.delete(`/api/score-tracker/matches/${match.id}`)).status).toBe(200);
    expect((await as.owner.delete(`/api/score-tracker/matches/${match.id}`)).status).toBe(404);
    expect((await as.owner.delete("/api/score-tracker/matches/abc")).status).toBe(404);
  });
});

describe("/score-tracker page without JavaScript", () => {
  it("asks guests to log in", async () => {
    const html = await (await as.guest.get("/score-tracker")).text();
    expect(html).toContain("Please log in to use the Score Tracker");
    expect(html).toContain('href="/auth?redirectTo=%2Fscore-tracker"');
  });

  it("starts, scores to the end and runs it back through plain form posts", async () => {
    const started = await as.user.post(
      "/score-tracker",
      form({ intent: "start", player1Name: "Sheik", player2Name: "Peach", targetScore: "5" }),
    );
    expect(started.status).toBe(302);
    const location = started.headers.get("Location")!;
    const id = Number(new URL(location, server.baseUrl).searchParams.get("match"));
    expect(await (await as.user.get(location)).text()).toContain("First to 5");

    for (let i = 0; i < 5; i++) {
      const res = await as.user.post(
        "/score-tracker",
        form({ intent: "award", matchId: String(id), playerId: "2" }),
      );
      expect(res.headers.get("Location")).toBe(`/score-tracker?match=${id}`);
    }
    const ended = await (await as.user.get(location)).text();
    expect(ended).toContain("Peach Wins!");
    expect(ended).toContain("Final Score: 0 - 5");

    const late = await as.user.post(
      "/score-tracker",
      form({ intent: "award", matchId: String(id), playerId: "1" }),
    );
    expect(toastOf(late)).toMatchObject({ title: "Match Complete", type: "destructive" });

    const runback = await as.user.post(
      "/score-tracker",
      form({ intent: "runback", matchId: String(id) }),
    );
    const next = Number(
      new URL(runback.headers.get("Location")!, server.baseUrl).searchParams.get("match"),
    );
    expect(next).not.toBe(id);
    expect(await prisma.set.findUniqueOrThrow({ where: { id: next } })).toMatchObject({
      player1Name: "Sheik",
      player2Name: "Peach",
      targetScore: 5,
      player1Score: 0,
      player2Score: 0,
    });
  });

  it("says 'Missing Players' for blank names and keeps nothing", async () => {
    const res = await as.user.post(
      "/score-tracker",
      form({ intent: "start", player1Name: " ", player2Name: "Peach", targetScore: "5" }),
    );
    expect(toastOf(res)).toMatchObject({
      title: "Missing Players",
      description: "Please enter names for both players",
    });
    expect(await prisma.set.count()).toBe(0);
  });

  it("shows the empty Recent Matches and the delete control only to the owner", async () => {
    const empty = await (await as.user.get("/score-tracker")).text();
    expect(empty).toContain("No matches yet");
    expect(empty).toContain("Start your first match!");
    await start(as.owner);
    await start(as.user);
    expect(await (await as.user.get("/score-tracker")).text()).not.toContain(">Delete<");
    const ownerPage = await (await as.owner.get("/score-tracker")).text();
    expect(ownerPage).toContain(">Delete<");
    const [own] = await prisma.set.findMany({ where: { player1Name: "Fox main" }, take: 1 });
    const res = await as.owner.post(
      "/score-tracker",
      form({ intent: "delete", matchId: String(own.id) }),
    );
    expect(toastOf(res)).toMatchObject({
      title: "Match Deleted",
      description: "Match has been removed from history",
    });
  });

  it("goes back to the list after a delete whatever Referer came with it", async () => {
    for (const referer of ["not a url", "http://[broken", "https://evil.example/elsewhere"]) {
      const { id } = await prisma.set.create({
        data: { player1Name: "A", player2Name: "B", targetScore: 5, userId: ids.owner },
      });
      const res = await as.owner.post(
        "/score-tracker",
        form({ intent: "delete", matchId: String(id) }),
        { Referer: referer },
      );
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/score-tracker");
    }
  });
});
