import { requireAdmin } from "~/models/permissions.server";
import { tournamentReviewHistory } from "~/models/tournament.server";
import type { PublicUser } from "~/models/user.server";
import { prisma } from "~/server/db.server";

/** A processed request, as the Request History lists it. */
export type RequestHistoryItem = {
  type: "tournament" | "admin";
  id: string;
  name: string;
  status: string;
  submittedBy: string;
  submittedDate: Date;
  processedDate: Date | null;
  processedBy: string | null;
};

const HISTORY_LIMIT = 100;

/** Processed admin requests and reviewed tournaments, newest decision first. */
export async function requestHistory(actor: PublicUser): Promise<RequestHistoryItem[]> {
  requireAdmin(actor);
  const [requests, reviews] = await Promise.all([
    prisma.adminRequest.findMany({
      where: { status: { in: ["approved", "rejected"] } },
      orderBy: [{ processedAt: "desc" }, { id: "desc" }],
      take: HISTORY_LIMIT,
      select: {
        id: true,
        username: true,
        status: true,
        createdAt: true,
        processedAt: true,
        processedBy: true,
      },
    }),
    tournamentReviewHistory(HISTORY_LIMIT),
  ]);
  const items: RequestHistoryItem[] = [
    ...requests.map((r) => ({
      type: "admin" as const,
      id: r.id,
      name: `Admin access: ${r.username}`,
      status: r.status,
      submittedBy: r.username,
      submittedDate: r.createdAt,
      processedDate: r.processedAt,
      processedBy: r.processedBy,
    })),
    ...reviews.map((r) => ({
      type: "tournament" as const,
      id: r.id,
      name: r.name,
      status: r.status,
      submittedBy: r.submittedBy,
      submittedDate: r.submittedAt,
      processedDate: r.processedAt,
      processedBy: r.processedBy,
    })),
  ];
  const processed = (item: RequestHistoryItem) => item.processedDate?.getTime() ?? 0;
  return items.sort((a, b) => processed(b) - processed(a)).slice(0, HISTORY_LIMIT);
}
