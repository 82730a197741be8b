import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isOwnNavigation } from "~/http/fetch-site.server";
import { runPageIntent } from "~/http/page-intents.server";
import { requireAdminPage } from "~/http/session.server";
import { markNotificationsViewed } from "~/models/admin-notifications.server";
import { getAnalytics } from "~/models/analytics.server";
import { listContactMessages } from "~/models/contact.server";
import { AnalyticsSection } from "~/ui/admin/analytics-section";
import { ConfirmPanel } from "~/ui/admin/confirm-panel";
import { FeaturedUpdates } from "~/ui/admin/featured-updates";
import { adminHref } from "~/ui/admin/hrefs";
import { MessagesSection } from "~/ui/admin/messages-section";
import { ModerationLog } from "~/ui/admin/moderation-log";
import { PendingRequests } from "~/ui/admin/pending-requests";
import { PollManagement } from "~/ui/admin/poll-management";
import { ReportsSection } from "~/ui/admin/reports-section";
import { RequestHistory } from "~/ui/admin/request-history";
import { useAdminLiveUpdates } from "~/ui/admin/use-admin-live-updates";
import { UserManagement } from "~/ui/admin/user-management";
import { featuredIntents, loadFeatured } from "./featured.server";
import { messageIntents } from "./messages.server";
import { loadPolls, pollIntents } from "./polls.server";
import { loadModeration, reportIntents } from "./reports.server";
import { loadRequests, requestIntents } from "./requests.server";
import { loadUsers, userIntents } from "./users.server";
import { adminViewOf } from "./view.server";

// The page composes its sections; each section module beside this one loads its data and
// holds its forms' intents.

export const meta: MetaFunction = () => [
  { title: "Site Administration | Melee Hub" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const view = adminViewOf(params);
  const [users, messages, requests, analytics, featured, polls, moderation] = await Promise.all([
    loadUsers(actor, params, view),
    listContactMessages(actor),
    loadRequests(actor),
    getAnalytics(actor, view.analytics),
    loadFeatured(params),
    loadPolls(actor, params),
    loadModeration(actor),
    // Opening the page counts as viewing the admin notifications.
    isOwnNavigation(request) ? markNotificationsViewed(actor) : null,
  ]);
  return { view, users, messages, requests, analytics, featured, polls, moderation };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request);
  return runPageIntent(request, actor, {
    // A confirmation step posts to the page as it showed it (a search, a page of the user list,
    // timeframes): the answer goes back there. Every other form posts to the bare /admin.
    back: adminHref(adminViewOf(new URL(request.url).searchParams)),
    intents: {
      ...userIntents,
      ...messageIntents,
      ...requestIntents,
      ...featuredIntents,
      ...pollIntents,
      ...reportIntents,
    },
  });
}

export default function AdminPage() {
  const { view, users, messages, requests, analytics, featured, polls, moderation } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useAdminLiveUpdates();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Site Administration</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Manage users, messages, requests and see how the site is used.
        </p>
      </header>
      {users.confirm ? (
        <ConfirmPanel
          action={users.confirm.action}
          user={users.confirm.user}
          cancelHref={adminHref(view)}
        />
      ) : null}
      <UserManagement
        list={users.list}
        newUsers={users.recent}
        newUsersTotal={users.recentTotal}
        viewer={users.viewer}
        view={view}
      />
      <MessagesSection messages={messages} />
      <ReportsSection reports={moderation.reports} />
      <PendingRequests
        requests={requests.adminRequests}
        tournaments={requests.tournaments}
        viewerIsOwner={users.viewer.isOwner}
      />
      <RequestHistory items={requests.history} />
      <ModerationLog entries={moderation.log} />
      <AnalyticsSection analytics={analytics} view={view} />
      <FeaturedUpdates
        items={featured.items}
        editingId={featured.editingId}
        confirmingId={featured.confirmingId}
        view={view}
      />
      <PollManagement
        activePolls={polls.active}
        pastPolls={polls.past}
        pastCount={polls.pastCount}
        pastOpen={polls.pastOpen}
        createResult={actionData?.intent === "createPoll" ? actionData.lastResult : undefined}
        voteDetails={polls.voteDetails}
        hrefWith={(extra) => adminHref(view, extra)}
      />
    </div>
  );
}
