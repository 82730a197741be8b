import { tournamentData } from "~/models/tournament.server";
import { prisma } from "~/server/db.server";

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
