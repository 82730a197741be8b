import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isOwnNavigation } from "~/http/fetch-site.server";
import { runPageIntent } from "~/http/page-intents.server";
import { requireAdminPage } from "~/http/session.server";
import { markNotificationsViewed } from "~/models/admin-notifications.server";
import { getAnalytics } from "~/models/analytics.server";
import { listContactMessages } from "~/models/contact.server";
import { countReportedItems } from "~/models/forum-reports.server";
import { isOwner } from "~/models/user.server";
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
import { SectionNav } from "~/ui/admin/section-nav";
import type { AdminSectionId } from "~/ui/admin/types";
import { useAdminLiveUpdates } from "~/ui/admin/use-admin-live-updates";
import { UserManagement } from "~/ui/admin/user-management";
import { awaitFields } from "~/utils/await-fields";
import { featuredIntents, loadFeatured } from "./featured.server";
import { messageIntents } from "./messages.server";
import { loadPolls, pollIntents } from "./polls.server";
import { loadModeration, loadModerationLog, reportIntents } from "./reports.server";
import { loadRequests, requestIntents } from "./requests.server";
import { loadConfirm, loadUsers, userIntents } from "./users.server";
import { adminViewOf } from "./view.server";

// Each section has its own address (?section=), showing it alone, so a phone reaches any of them
// in a tap and a form posted without JavaScript lands back on its section; the bare /admin shows
// them all, Reports first while any are open. Each section module beside this one loads its data
// (only for the sections shown) and holds its forms' intents.

export const meta: MetaFunction = () => [
  { title: "Site Administration | Melee Hub" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const view = adminViewOf(params);
  // A section's address shows that section alone; the bare /admin shows them all.
  const on = <T,>(id: AdminSectionId, load: () => Promise<T>) =>
    view.section === null || view.section === id ? load() : Promise.resolve(null);
  const [loaded] = await Promise.all([
    awaitFields({
      openReports: countReportedItems(),
      confirm: loadConfirm(actor, params),
      users: on("users", () => loadUsers(actor, view)),
      messages: on("messages", () => listContactMessages(actor)),
      requests: on("requests", () => loadRequests(actor)),
      analytics: on("analytics", () => getAnalytics(actor, view.analytics)),
      featured: on("featured", () => loadFeatured(params)),
      polls: on("polls", () => loadPolls(actor, params)),
      moderation: on("reports", () => loadModeration(actor, params)),
      log: on("log", () => loadModerationLog(actor)),
    }),
    // Opening the page counts as viewing the admin notifications.
    isOwnNavigation(request) ? markNotificationsViewed(actor) : null,
  ]);
  return { view, viewer: { id: actor.id, isOwner: isOwner(actor) }, ...loaded };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireAdminPage(request);
  return runPageIntent(request, actor, {
    // Each section's forms post to the section's address (a confirmation step to the page as it
    // showed it: a search, a page of the user list, timeframes): the answer goes back there.
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
  const data = useLoaderData<typeof loader>();
  const { view, viewer, users, messages, requests, analytics, featured, polls, moderation, log } =
    data;
  const actionData = useActionData<typeof action>();
  useAdminLiveUpdates();
  // The queue leads while anything waits in it.
  const reports = moderation ? (
    <ReportsSection
      groups={moderation.groups}
      removed={moderation.removed}
      viewer={viewer}
      view={view}
    />
  ) : null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Site Administration</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Moderate the forum, manage users, messages and requests, and see how the site is used.
        </p>
      </header>
      <SectionNav view={view} openReports={data.openReports} />
      {data.confirm ? (
        <ConfirmPanel
          action={data.confirm.action}
          user={data.confirm.user}
          cancelHref={adminHref(view)}
        />
      ) : null}
      {moderation && data.openReports > 0 ? reports : null}
      {users ? (
        <UserManagement
          list={users.list}
          newUsers={users.recent}
          newUsersTotal={users.recentTotal}
          viewer={users.viewer}
          view={view}
        />
      ) : null}
      {messages ? <MessagesSection messages={messages} /> : null}
      {requests ? (
        <>
          <PendingRequests
            requests={requests.adminRequests}
            tournaments={requests.tournaments}
            viewerIsOwner={viewer.isOwner}
          />
          <RequestHistory items={requests.history} />
        </>
      ) : null}
      {moderation && data.openReports === 0 ? reports : null}
      {log ? <ModerationLog entries={log} /> : null}
      {analytics ? <AnalyticsSection analytics={analytics} view={view} /> : null}
      {featured ? (
        <FeaturedUpdates
          items={featured.items}
          editingId={featured.editingId}
          confirmingId={featured.confirmingId}
          view={view}
        />
      ) : null}
      {polls ? (
        <PollManagement
          activePolls={polls.active}
          pastPolls={polls.past}
          pastCount={polls.pastCount}
          pastOpen={polls.pastOpen}
          createResult={actionData?.intent === "createPoll" ? actionData.lastResult : undefined}
          voteDetails={polls.voteDetails}
          hrefWith={(extra) => adminHref(view, extra)}
        />
      ) : null}
    </div>
  );
}
