import { Form } from "@remix-run/react";
import { OWNER_REQUIRED_FOR_REQUESTS } from "~/schemas/admin";
import { formatDate } from "~/ui/admin/format";
import { sectionAction } from "~/ui/admin/hrefs";
import { PendingTournaments, type PendingTournament } from "~/ui/admin/pending-tournaments";
import { AdminSection, EmptyNote } from "~/ui/admin/section";

type AdminRequest = {
  id: string;
  username: string;
  email: string;
  message: string;
  createdAt: Date;
};

/** Admin-access requests (the owner processes them) and tournaments pending review (any admin). */
export function PendingRequests({
  requests,
  tournaments,
  viewerIsOwner,
}: {
  requests: AdminRequest[];
  tournaments: PendingTournament[];
  viewerIsOwner: boolean;
}) {
  return (
    <AdminSection id="pending-requests" title="Pending Requests">
      <PendingTournaments tournaments={tournaments} />
      <h3 className="mb-2 mt-6 text-lg font-semibold">Admin Access Requests ({requests.length})</h3>
      {viewerIsOwner ? null : (
        <p className="mb-3 text-sm italic text-slate-600 dark:text-slate-300">
          {OWNER_REQUIRED_FOR_REQUESTS}
        </p>
      )}
      {requests.length === 0 ? (
        <EmptyNote>No pending admin requests.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.username}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{r.email}</span>
                <span className="text-xs text-muted">{formatDate(r.createdAt)}</span>
              </p>
              <p className="my-2 whitespace-pre-wrap break-words text-sm">{r.message}</p>
              {viewerIsOwner ? (
                <div className="flex gap-2">
                  <Form method="post" action={sectionAction("requests")} preventScrollReset>
                    <input type="hidden" name="intent" value="approveRequest" />
                    <input type="hidden" name="requestId" value={r.id} />
                    <button type="submit" className="btn-primary px-3 py-1 text-xs">
                      Approve
                    </button>
                  </Form>
                  <Form method="post" action={sectionAction("requests")} preventScrollReset>
                    <input type="hidden" name="intent" value="rejectRequest" />
                    <input type="hidden" name="requestId" value={r.id} />
                    <button type="submit" className="btn-secondary px-3 py-1 text-xs">
                      Reject
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
