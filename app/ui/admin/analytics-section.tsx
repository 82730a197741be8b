import type { Analytics } from "~/models/analytics.server";
import { TIMEFRAME_LABELS } from "~/models/timeframe";
import { AnalyticsChart } from "~/ui/admin/analytics-chart";
import { formatDate } from "~/ui/admin/format";
import { AdminSection, EmptyNote } from "~/ui/admin/section";
import { TimeframeForm } from "~/ui/admin/timeframe-form";
import type { AdminView } from "~/ui/admin/types";

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-3xl font-bold">{value}</dd>
    </div>
  );
}

export function AnalyticsSection({ analytics, view }: { analytics: Analytics; view: AdminView }) {
  return (
    <AdminSection id="analytics" title="Page Analytics">
      <div className="mb-4">
        <TimeframeForm name="analytics" label="Timeframe" view={view} />
      </div>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Active Users" value={analytics.activeUsers} />
        <Stat label="Removed Users" value={analytics.removedUsers} />
        <Stat label="Total Logins" value={analytics.totalLogins} />
      </dl>
      <div className="mb-6">
        <AnalyticsChart
          series={analytics.series}
          timeframeLabel={TIMEFRAME_LABELS[analytics.timeframe]}
        />
      </div>
      <h3 className="mb-2 text-lg font-semibold">Removed Users</h3>
      {analytics.removedUsersList.length === 0 ? (
        <EmptyNote>No users were removed in this timeframe.</EmptyNote>
      ) : (
        <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto pr-2 text-sm dark:divide-slate-800">
          {analytics.removedUsersList.map((r, i) => (
            <li key={`${r.username}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-semibold">{r.username}</span>
              <span className="text-slate-600 dark:text-slate-300">
                Deleted by {r.deletedBy} on {formatDate(r.deletionTime)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
