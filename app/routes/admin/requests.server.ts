import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { listAdminRequests, processAdminRequest } from "~/models/admin-request.server";
import { requestHistory } from "~/models/request-history.server";
import {
  listPendingTournaments,
  rejectTournament,
  reviewTournament,
} from "~/models/tournament.server";
import type { PublicUser } from "~/models/user.server";
import { numericId, textId } from "./fields";

/** Pending Requests (admin access, submitted tournaments) and the Request History. */
export async function loadRequests(actor: PublicUser) {
  const [adminRequests, tournaments, history] = await Promise.all([
    listAdminRequests(actor, { status: "pending" }),
    listPendingTournaments(actor),
    requestHistory(actor),
  ]);
  return { adminRequests, tournaments, history };
}

const adminRequest = z.object({ requestId: textId });
const tournament = z.object({ tournamentId: numericId });

export const requestIntents = {
  approveRequest: pageIntent({
    schema: adminRequest,
    failure: "Processing Failed",
    run: async (actor, { requestId }) => {
      const request = await processAdminRequest(actor, requestId, "approved");
      return {
        title: "Request Approved",
        description: `${request.username} is now an administrator.`,
      };
    },
  }),
  rejectRequest: pageIntent({
    schema: adminRequest,
    failure: "Processing Failed",
    run: async (actor, { requestId }) => {
      const request = await processAdminRequest(actor, requestId, "rejected");
      return {
        title: "Request Rejected",
        description: `The request from ${request.username} was rejected.`,
      };
    },
  }),
  approveTournament: pageIntent({
    schema: tournament,
    failure: "Approval Failed",
    run: async (actor, { tournamentId }) => {
      const approved = await reviewTournament(actor, tournamentId, "Approved");
      return {
        title: "Tournament Approved",
        description: `"${approved.name}" is now listed on the tournaments page.`,
      };
    },
  }),
  rejectTournament: pageIntent({
    schema: tournament,
    failure: "Rejection Failed",
    run: async (actor, { tournamentId }) => {
      const rejected = await rejectTournament(actor, tournamentId);
      return {
        title: "Tournament Rejected",
        description: `"${rejected.name}" was rejected and removed.`,
      };
    },
  }),
};
