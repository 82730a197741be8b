import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";
import { clientsPerRole, startTestServer, uniqueTag } from "./harness";

/** A weekly local submitted by `submittedById` (its organiser), approved unless told; its id. */
export async function weeklyLocal(submittedById: string, status = "Approved") {
  const row = await prisma.tournament.create({
    data: tournamentData({
      name: "Weekly",
      description: "Weekly local",
      type: "LOCAL",
      startDate: "2026-12-01",
      endDate: "2026-12-01",
      location: "Here",
      region: "Europe",
      status,
      submittedById,
    }),
    select: { id: true },
  });
  return row.id;
}

/** A server for the event tests: a client per role, and an organiser (who submits the locals). */
export async function eventTestServer() {
  const server = await startTestServer({ relaxRateLimits: true });
  const { as } = await clientsPerRole(server);
  const organiser = server.client();
  const organiserId = (await organiser.register(uniqueTag("to"))).id;
  return { server, as, organiser, organiserId };
}
