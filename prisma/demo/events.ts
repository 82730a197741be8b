import type { PrismaClient } from "@prisma/client";
import { LEGAL_STAGES, type Character } from "../../app/data/melee";
import {
  addEntrant,
  checkIn,
  putSeeds,
  seedProposal,
} from "../../app/models/event-entrants.server";
import { callMatch, putStreamQueue } from "../../app/models/event-stations.server";
import {
  createEvent,
  getEvent,
  startEvent,
  updateEvent,
  type EventView,
} from "../../app/models/event.server";
import { recordGame } from "../../app/models/set.server";
import { tagKey } from "../../app/models/tag";
import { getUserById, type PublicUser } from "../../app/models/user.server";

// Two brackets run through the domain as an organiser and players would: yesterday's weekly, a
// finished pools-into-double-elimination local, and today's, under way (some results in, matches
// called to stations, one on stream). Every set is played game by game, with stages and characters.

const WALK_INS: [string, Character][] = [
  ["Zain", "Marth"],
  ["Cody Schwab", "Fox"],
  ["Jmook", "Sheik"],
  ["Hungrybox", "Jigglypuff"],
  ["Mang0", "Falco"],
  ["Leffen", "Fox"],
  ["aMSa", "Yoshi"],
  ["moky", "Fox"],
  ["Trif", "Peach"],
  ["Axe", "Pikachu"],
  ["Wizzrobe", "Captain Falcon"],
  ["Plup", "Sheik"],
];
const ACCOUNT_MAINS: Character[] = ["Falco", "Marth", "Fox", "Peach", "Ice Climbers", "Samus"];

/** A demo admin runs both brackets; the demo players enter them with their accounts. */
async function organiserAndPlayers(prisma: PrismaClient) {
  const organiser = await prisma.user.findFirst({
    where: { usernameKey: tagKey("ShineSpike") },
    select: { id: true },
  });
  const players = await prisma.user.findMany({
    where: { isBanned: false, isAdmin: false, role: { not: "owner" } },
    orderBy: { createdAt: "asc" },
    take: 4,
    select: { id: true },
  });
  return {
    organiser: organiser ? await getUserById(organiser.id) : null,
    players: await Promise.all(players.map(async ({ id }) => (await getUserById(id))!)),
  };
}

async function tournamentNamed(prisma: PrismaClient, name: string) {
  return prisma.tournament.findFirst({ where: { name }, select: { id: true } });
}

/** An event with the players and walk-ins checked in and seeded from the rankings. */
async function filledEvent(
  organiser: PublicUser,
  players: PublicUser[],
  tournamentId: number,
  settings: Parameters<typeof createEvent>[2],
  walkIns: number,
) {
  const event = await createEvent(organiser, tournamentId, settings);
  for (const player of players) await addEntrant(player, event.id, {});
  for (const [name] of WALK_INS.slice(0, walkIns)) {
    await addEntrant(organiser, event.id, { name });
  }
  for (const entrant of (await getEvent(event.id)).entrants) {
    await checkIn(organiser, event.id, entrant.id);
  }
  await putSeeds(organiser, event.id, (await seedProposal(organiser, event.id)).entrantIds);
  return event.id;
}

function mainOf(event: EventView, entrantId: number) {
  const entrant = event.entrants.find((row) => row.id === entrantId)!;
  const walkIn = WALK_INS.find(([name]) => name === entrant.name);
  return walkIn ? walkIn[1] : ACCOUNT_MAINS[entrantId % ACCOUNT_MAINS.length];
}

/**
 * Plays one ready match's set to its end: the better seed wins, except every fifth set (an
 * upset), 2–1 when the seeds are close.
 */
async function playMatch(organiser: PublicUser, event: EventView, index: number) {
  const match = event.matches.find(
    (row) => row.status === "ready" && !row.isBye && row.setId !== null,
  );
  if (!match) return false;
  const seed = (id: number) => event.entrants.find((row) => row.id === id)!.seed ?? 99;
  const better = seed(match.entrant1Id!) <= seed(match.entrant2Id!) ? 1 : 2;
  const winner: 1 | 2 = index % 5 === 4 ? (better === 1 ? 2 : 1) : better;
  const close = Math.abs(seed(match.entrant1Id!) - seed(match.entrant2Id!)) <= 2;
  const toWin = (match.bestOf + 1) / 2;
  const games: (1 | 2)[] = [
    ...(close ? [winner === 1 ? 2 : 1] : []),
    ...Array<1 | 2>(toWin).fill(winner),
  ] as (1 | 2)[];
  for (const [game, winnerId] of games.entries()) {
    await recordGame(organiser, match.setId!, {
      winnerId,
      stage: LEGAL_STAGES[(index + game) % LEGAL_STAGES.length],
      player1Character: mainOf(event, match.entrant1Id!),
      player2Character: mainOf(event, match.entrant2Id!),
    });
  }
  return true;
}

/** Plays up to `count` sets (all of them when not given), round after round. */
async function playSets(organiser: PublicUser, eventId: number, count = Infinity) {
  for (let index = 0; index < count; index++) {
    if (!(await playMatch(organiser, await getEvent(eventId), index))) return;
  }
}

export async function seedEvents(prisma: PrismaClient) {
  if ((await prisma.event.count()) > 0) return;
  const { organiser, players } = await organiserAndPlayers(prisma);
  const finished = await tournamentNamed(prisma, "Battle of the Bay Weekly");
  const running = await tournamentNamed(prisma, "Xanadu Wednesdays");
  if (!organiser || !finished || !running) return;

  const weekly = await filledEvent(
    organiser,
    players,
    finished.id,
    {
      name: "Melee Singles",
      format: "pools_to_double_elimination",
      bestOf: 3,
      poolSize: 4,
      advancePerPool: 2,
      bestOfFiveFrom: "top8",
    },
    12,
  );
  await startEvent(organiser, weekly);
  await playSets(organiser, weekly);

  const tonight = await filledEvent(
    organiser,
    players,
    running.id,
    { name: "Melee Singles", format: "double_elimination", bestOf: 3 },
    8,
  );
  await updateEvent(organiser, tonight, { stations: ["TV 1", "TV 2", "Stream"] });
  await startEvent(organiser, tonight);
  await playSets(organiser, tonight, 4);
  const ready = (await getEvent(tonight)).matches.filter(
    (match) => match.status === "ready" && !match.isBye,
  );
  for (const match of ready.slice(0, 2)) await callMatch(organiser, tonight, match.id, {});
  if (ready[2]) await putStreamQueue(organiser, tonight, [ready[2].id]);
}
