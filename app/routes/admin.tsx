import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AnalyticsSection } from "~/components/admin/analytics-section";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { FeaturedUpdates } from "~/components/admin/featured-updates";
import { adminHref } from "~/components/admin/format";
import { MessagesSection } from "~/components/admin/messages-section";
import { PendingRequests } from "~/components/admin/pending-requests";
import { PollManagement } from "~/components/admin/poll-management";
import { RequestHistory } from "~/components/admin/request-history";
import { useAdminLiveUpdates } from "~/components/admin/use-admin-live-updates";
import { UserManagement } from "~/components/admin/user-management";
import {
  banUser,
  deleteUser,
  listUsers,
  newUsers,
  promoteUser,
  unbanUser,
} from "~/models/user-moderation.server";
import { markNotificationsViewed } from "~/models/admin-notifications.server";
import { requestHistory } from "~/models/request-history.server";
import { listAdminRequests, processAdminRequest } from "~/models/admin-request.server";
import { getAnalytics } from "~/models/analytics.server";
import { listContactMessages, markMessageRead } from "~/models/contact.server";
import {
  createFeaturedUpdate,
  deleteFeaturedUpdate,
  listFeaturedUpdates,
  moveFeaturedUpdate,
  reorderFeaturedUpdates,
  updateFeaturedUpdate,
} from "~/models/featured-update.server";
import {
  listPendingTournaments,
  rejectTournament,
  reviewTournament,
} from "~/models/tournament.server";
import { createPoll, getPollManagement, setPollStatus } from "~/models/poll.server";
import { isOwner, type PublicUser } from "~/models/user.server";
import { userActionsFor, type ModerationAction } from "~/models/moderation-rules";
import { featuredUpdateCreateSchema } from "~/schemas/admin";
import { pollCreateSchema } from "~/schemas/poll";
import { DomainError, isDomainError } from "~/utils/domain-error";
import { requireAdminPage } from "~/http/session.server";
import { isTimeframe, type Timeframe } from "~/utils/timeframe";
import type { Toast } from "~/utils/toast";
import { redirectWithToast } from "~/http/toast.server";
import { idSchema, parseId } from "~/utils/id";

export const meta: MetaFunction = () => [
  { title: "Site Administration | Melee Hub" },
  { name: "robots", content: "noindex" },
];

const timeframeOf = (value: string | null): Timeframe => (isTimeframe(value) ? value : "week");

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const timeframes = {
    newUsers: timeframeOf(params.get("newUsers")),
    analytics: timeframeOf(params.get("analytics")),
  };
  const [users, joined, messages, requests, tournaments, history, analytics, featured, , polls] =
    await Promise.all([
      listUsers(actor),
      newUsers(actor, timeframes.newUsers),
      listContactMessages(actor),
      listAdminRequests(actor, { status: "pending" }),
      listPendingTournaments(actor),
      requestHistory(actor),
      getAnalytics(actor, timeframes.analytics),
      listFeaturedUpdates(),
      // Opening the page counts as viewing the admin notifications.
      markNotificationsViewed(actor),
      pollManagementData(actor, params),
    ]);

  // The no-JavaScript confirmation step: ?confirm=<action>&user=<id>, for an action the row offers.
  const viewer = { id: actor.id, isOwner: isOwner(actor) };
  const confirmAction = params.get("confirm");
  const confirmTarget = users.find((u) => u.id === params.get("user"));
  const confirm =
    confirmTarget &&
    userActionsFor(viewer, confirmTarget).some((action) => action === confirmAction)
      ? {
          action: confirmAction as ModerationAction,
          user: { id: confirmTarget.id, username: confirmTarget.username },
        }
      : null;

  return {
    viewer,
    timeframes,
    users,
    newUsers: joined,
    messages,
    requests,
    tournaments,
    history,
    analytics,
    confirm,
    featured,
    // No-JavaScript page states of Featured Updates Management: inline edit and delete confirmation.
    editFeatured: params.get("editFeatured"),
    confirmFeatured: params.get("confirmFeatured"),
    polls,
  };
}

/** Poll Management's data, plus the page state its URL holds (?votes=, ?pastPolls=open). */
async function pollManagementData(actor: PublicUser, params: URLSearchParams) {
  const data = await getPollManagement(actor, { votesId: parseId(params.get("votes")) });
  return {
    ...data,
    pastOpen: params.get("pastPolls") === "open",
  };
}

const userId = z.string().trim().min(1).max(100);
const id = z.string().trim().min(1).max(100);
// Tournament and poll ids, sent as digits.
const integerId = idSchema("Invalid id");

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("promote"), userId }),
  z.object({ intent: z.literal("ban"), userId }),
  z.object({ intent: z.literal("unban"), userId }),
  z.object({ intent: z.literal("delete"), userId }),
  z.object({ intent: z.literal("markRead"), messageId: id }),
  z.object({ intent: z.literal("approveRequest"), requestId: id }),
  z.object({ intent: z.literal("rejectRequest"), requestId: id }),
  z.object({ intent: z.literal("approveTournament"), tournamentId: integerId }),
  z.object({ intent: z.literal("rejectTournament"), tournamentId: integerId }),
  // Featured updates: the text is checked (trimmed, non-blank) in perform(), for the spec's toast.
  z.object({ intent: z.literal("createFeatured"), text: z.string().max(5000) }),
  z.object({ intent: z.literal("updateFeatured"), id, text: z.string().max(5000) }),
  z.object({ intent: z.literal("deleteFeatured"), id }),
  z.object({ intent: z.literal("moveFeatured"), id, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("reorderFeatured"), ids: z.string().max(50_000) }),
  z.object({
    intent: z.literal("setPollStatus"),
    pollId: integerId,
    isActive: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
]);
type Intent = z.infer<typeof intentSchema>;

/** The spec's failure toast titles, one per intent. */
const FAILURE_TITLES: Record<Intent["intent"], string> = {
  promote: "Promotion Failed",
  ban: "Ban Failed",
  unban: "Unban Failed",
  delete: "Delete Failed",
  markRead: "Mark Failed",
  approveRequest: "Processing Failed",
  rejectRequest: "Processing Failed",
  approveTournament: "Approval Failed",
  rejectTournament: "Rejection Failed",
  createFeatured: "Failed to create featured update",
  updateFeatured: "Failed to update featured update",
  deleteFeatured: "Failed to delete featured update",
  moveFeatured: "Failed to reorder featured updates",
  reorderFeatured: "Failed to reorder featured updates",
  setPollStatus: "Error",
};

/** The spec's fallback messages, shown when a failure carries no message of its own. */
const FAILURE_FALLBACKS: Partial<Record<Intent["intent"], string>> = {
  promote: "Failed to promote user to admin.",
  delete: "Failed to delete user.",
  approveRequest: "Failed to process admin request.",
  rejectRequest: "Failed to process admin request.",
  approveTournament: "Failed to approve tournament.",
  rejectTournament: "Failed to reject tournament.",
};

/** Failures the spec words the same whatever the cause. */
const FIXED_FAILURE_MESSAGES: Partial<Record<Intent["intent"], string>> = {
  setPollStatus: "Failed to update poll status.",
};

/** The featured update text, trimmed; blank (or too long) is refused with the schema's message. */
function featuredText(text: string) {
  const parsed = featuredUpdateCreateSchema.shape.text.safeParse(text);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0].message);
  return parsed.data;
}

/** The dragged order: a JSON list of featured update ids. */
function draggedIds(json: string): string[] {
  let given: unknown;
  try {
    given = JSON.parse(json);
  } catch {
    given = null;
  }
  if (!Array.isArray(given) || !given.every((v) => typeof v === "string")) {
    throw new DomainError(400, "The new order was not a list of featured update ids");
  }
  return given;
}

/** Runs one intent with the session's actor and answers its success toast. */
async function perform(actor: PublicUser, input: Intent): Promise<Toast> {
  switch (input.intent) {
    case "promote": {
      const user = await promoteUser(actor, input.userId);
      return { title: "User Promoted", description: `${user.username} is now an administrator.` };
    }
    case "ban": {
      const user = await banUser(actor, input.userId);
      return { title: "User Banned", description: `${user.username} has been banned.` };
    }
    case "unban": {
      const user = await unbanUser(actor, input.userId);
      return { title: "User Unbanned", description: `${user.username} can sign in again.` };
    }
    case "delete": {
      const record = await deleteUser(actor, input.userId);
      return { title: "User Deleted", description: `${record.deletedUsername} has been deleted.` };
    }
    case "markRead":
      await markMessageRead(actor, input.messageId);
      return { title: "Message marked as read" };
    case "approveRequest": {
      const request = await processAdminRequest(actor, input.requestId, "approved");
      return {
        title: "Request Approved",
        description: `${request.username} is now an administrator.`,
      };
    }
    case "rejectRequest": {
      const request = await processAdminRequest(actor, input.requestId, "rejected");
      return {
        title: "Request Rejected",
        description: `The request from ${request.username} was rejected.`,
      };
    }
    case "approveTournament": {
      const tournament = await reviewTournament(actor, input.tournamentId, "Approved");
      return {
        title: "Tournament Approved",
        description: `"${tournament.name}" is now listed on the tournaments page.`,
      };
    }
    case "rejectTournament": {
      const tournament = await rejectTournament(actor, input.tournamentId);
      return {
        title: "Tournament Rejected",
        description: `"${tournament.name}" was rejected and removed.`,
      };
    }
    case "createFeatured":
      await createFeaturedUpdate(actor, { text: featuredText(input.text) });
      return { title: "Featured Update Created" };
    case "updateFeatured":
      await updateFeaturedUpdate(actor, input.id, { text: featuredText(input.text) });
      return { title: "Featured Update Saved" };
    case "deleteFeatured":
      await deleteFeaturedUpdate(actor, input.id);
      return { title: "Featured Update Deleted" };
    case "moveFeatured":
      await moveFeaturedUpdate(actor, input.id, input.direction);
      return { title: "Featured Updates Reordered" };
    case "reorderFeatured":
      await reorderFeaturedUpdates(actor, draggedIds(input.ids), { tolerant: true });
      return { title: "Featured Updates Reordered" };
    case "setPollStatus":
      await setPollStatus(actor, input.pollId, input.isActive);
      return { title: "Poll updated", description: "Poll status has been updated successfully." };
  }
}

/**
 * Create Poll (a Conform form, so it stays out of the intent union): an invalid form, or one
 * where 'Add option' / 'Remove' was pressed without JavaScript, is answered with the form again,
 * as typed; a saved poll goes to Past Polls (new polls start inactive), opened to show it.
 */
async function createPollFromForm(actor: PublicUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: pollCreateSchema });
  if (submission.status !== "success") {
    return data(
      { createPoll: submission.reply() },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  try {
    await createPoll(actor, submission.value);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast("/admin", {
      title: "Error",
      description: "Failed to create poll. Please try again.",
      type: "destructive",
    });
  }
  return redirectWithToast("/admin?pastPolls=open", {
    title: "Poll created",
    description: "Your poll has been created successfully.",
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request);
  const formData = await request.formData();
  if (formData.get("intent") === "createPoll") return createPollFromForm(actor, formData);
  const parsed = intentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithToast("/admin", {
      title: "Invalid Request",
      description: "The form was incomplete. Please try again.",
      type: "destructive",
    });
  }
  try {
    return redirectWithToast("/admin", await perform(actor, parsed.data));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast("/admin", {
      title: FAILURE_TITLES[parsed.data.intent],
      description:
        FIXED_FAILURE_MESSAGES[parsed.data.intent] ??
        (error.message || FAILURE_FALLBACKS[parsed.data.intent]),
      type: "destructive",
    });
  }
}

export default function AdminPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { timeframes, polls } = data;
  useAdminLiveUpdates();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Site Administration</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Manage users, messages, requests and see how the site is used.
        </p>
      </header>
      {data.confirm ? (
        <ConfirmPanel
          action={data.confirm.action}
          user={data.confirm.user}
          cancelHref={adminHref(timeframes)}
        />
      ) : null}
      <UserManagement
        users={data.users}
        newUsers={data.newUsers}
        viewer={data.viewer}
        timeframes={timeframes}
      />
      <MessagesSection messages={data.messages} />
      <PendingRequests
        requests={data.requests}
        tournaments={data.tournaments}
        viewerIsOwner={data.viewer.isOwner}
      />
      <RequestHistory items={data.history} />
      <AnalyticsSection analytics={data.analytics} timeframes={timeframes} />
      <FeaturedUpdates
        items={data.featured}
        editingId={data.editFeatured}
        confirmingId={data.confirmFeatured}
        timeframes={timeframes}
      />
      <PollManagement
        activePolls={polls.active}
        pastPolls={polls.past}
        pastCount={polls.pastCount}
        pastOpen={polls.pastOpen}
        createResult={actionData?.createPoll}
        voteDetails={polls.voteDetails}
        hrefWith={(extra) => adminHref(timeframes, extra)}
      />
    </div>
  );
}
