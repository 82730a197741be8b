import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { formIntent, pageIntent, runPageIntent } from "~/http/page-intents.server";
import { absoluteUrl } from "~/http/seo.server";
import { getUser, requireUser } from "~/http/session.server";
import { releaseUpdateSchema, updateFields } from "~/http/updates-page.server";
import { formatUpdateDate } from "~/models/release-notes";
import {
  createReleaseUpdate,
  deleteReleaseUpdate,
  listReleaseUpdates,
  parseUpdatesPage,
  updateReleaseUpdate,
} from "~/models/update.server";
import { isAdmin } from "~/models/user.server";
import { useResetKey } from "~/ui/common/use-reset-key";
import { updatesHref } from "~/ui/updates/hrefs";
import { LazyDeleteUpdateDialog, LazyUpdateForm } from "~/ui/updates/lazy-parts";
import type { UpdateView } from "~/ui/updates/types";
import { UpdateCard } from "~/ui/updates/update-card";
import { UpdatesPreview } from "~/ui/updates/updates-preview";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta({
    title: "Release Notes & Updates | Melee Hub",
    description:
      "What's new on Melee Hub: new features, improvements, bug fixes and security updates to the Super Smash Bros. Melee community site, version by version.",
    url: data?.canonical ?? "/updates",
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    href: "/updates.rss",
    title: "Melee Hub release notes",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const canonical = absoluteUrl(request, "/updates");
  // Visitors get the static preview only: no release update leaves the database for them here.
  if (!user) return { view: "preview" as const, canonical };

  const params = new URL(request.url).searchParams;
  const { updates, page, hasOlder } = await listReleaseUpdates({
    page: parseUpdatesPage(params.get("page")),
  });
  const canManage = isAdmin(user);
  return {
    view: "full" as const,
    canonical,
    page,
    hasOlder,
    canManage,
    updates: updates.map((u): UpdateView => ({
      id: u.id,
      version: u.version,
      category: u.category,
      title: u.title,
      description: u.description,
      createdAt: u.createdAt.toISOString(),
      date: formatUpdateDate(u.createdAt),
    })),
    // The no-JavaScript page states of the admin controls: inline edit and delete confirmation.
    editId: canManage ? params.get("edit") : null,
    deleteId: canManage ? params.get("delete") : null,
  };
}

const backTo = ({ page }: { page: number }) => updatesHref({ page });

// The page twin of POST /api/updates and PATCH/DELETE /api/updates/{id}: the same domain
// functions, which check that the actor is an admin.
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return runPageIntent(request, actor, {
    back: "/updates",
    // An invalid release form is the page again, with its messages.
    formErrorStatus: 200,
    intents: {
      create: formIntent({
        form: releaseUpdateSchema,
        failure: "Failed to create update",
        run: async (actor, input) => {
          await createReleaseUpdate(actor, input);
          return {
            title: "Update Created",
            description: `v${input.version}: ${input.title} is published.`,
          };
        },
      }),
      update: formIntent({
        schema: updateFields,
        form: releaseUpdateSchema,
        failure: "Failed to save update",
        to: backTo,
        run: async (actor, { id, page: _page, ...input }) => {
          await updateReleaseUpdate(actor, id, input);
          return { title: "Update Saved", description: `v${input.version}: ${input.title}` };
        },
      }),
      delete: pageIntent({
        schema: updateFields,
        failure: "Failed to delete update",
        to: backTo,
        run: async (actor, { id }) => {
          await deleteReleaseUpdate(actor, id);
          return { title: "Update Deleted" };
        },
      }),
    },
  });
}

function Pagination({ page, hasOlder }: { page: number; hasOlder: boolean }) {
  if (page === 1 && !hasOlder) return null;
  return (
    <nav aria-label="Release notes pages" className="flex justify-between gap-3">
      {page > 1 ? (
        <Link to={updatesHref({ page: page - 1 })} className="btn-secondary">
          ← Newer updates
        </Link>
      ) : (
        <span />
      )}
      {hasOlder ? (
        <Link to={updatesHref({ page: page + 1 })} className="btn-secondary">
          Older updates →
        </Link>
      ) : null}
    </nav>
  );
}

const smallButton = "btn-secondary px-3 py-1 text-xs";
const dangerLink = "btn-danger-outline px-3 py-1 text-xs";

function FullView() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const createResult = actionData?.intent === "create" ? actionData.lastResult : undefined;
  const createKey = useResetKey("create", createResult);
  if (data.view !== "full") return null;
  const { page, updates, canManage } = data;
  const here = updatesHref({ page });
  const editResult = actionData?.intent === "update" ? actionData.lastResult : undefined;
  const deleting = updates.find((u) => u.id === data.deleteId);

  return (
    <div className="flex flex-col gap-4">
      {canManage ? (
        // Remounted (closed and empty) once this admin's update was created; open while it has errors.
        <details key={createKey} open={Boolean(createResult) || undefined}>
          <summary className="btn-primary cursor-pointer">Create New Update</summary>
          <div className="card mt-3">
            <LazyUpdateForm mode="create" action="/updates" page={1} lastResult={createResult} />
          </div>
        </details>
      ) : null}

      {updates.length === 0 ? (
        <p className="card text-center text-slate-600 dark:text-slate-400">
          {page > 1 ? "No older updates." : "No release updates yet."}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Release updates">
          {updates.map((update) => (
            <li key={update.id}>
              {update.id === data.editId ? (
                <section
                  id={`update-${update.id}`}
                  className="card scroll-mt-24"
                  aria-labelledby={`update-${update.id}-edit-title`}
                >
                  <h2 id={`update-${update.id}-edit-title`} className="mb-4 text-lg font-bold">
                    Edit v{update.version}: {update.title}
                  </h2>
                  <LazyUpdateForm
                    mode="edit"
                    update={update}
                    action={updatesHref({ page, edit: update.id })}
                    page={page}
                    cancelHref={here}
                    lastResult={editResult}
                  />
                </section>
              ) : (
                <UpdateCard
                  update={update}
                  actions={
                    canManage ? (
                      <>
                        <Link
                          to={updatesHref({ page, edit: update.id })}
                          preventScrollReset
                          className={smallButton}
                          aria-label={`Edit ${update.title}`}
                        >
                          Edit
                        </Link>
                        <Link
                          to={updatesHref({ page, remove: update.id })}
                          preventScrollReset
                          className={dangerLink}
                          aria-label={`Delete ${update.title}`}
                        >
                          Delete
                        </Link>
                      </>
                    ) : null
                  }
                />
              )}
            </li>
          ))}
        </ol>
      )}

      <Pagination page={page} hasOlder={data.hasOlder} />
      {deleting ? <LazyDeleteUpdateDialog update={deleting} page={page} cancelHref={here} /> : null}
    </div>
  );
}

export default function UpdatesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Release Notes</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          New features, improvements, fixes and security updates, newest first.
        </p>
        <a
          href="/updates.rss"
          className="mt-2 inline-block text-sm font-semibold text-accent hover:underline"
        >
          Follow the release notes by RSS
        </a>
      </header>
      {data.view === "preview" ? <UpdatesPreview /> : <FullView />}
    </div>
  );
}
