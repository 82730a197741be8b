import { Link } from "@remix-run/react";

/** The home page's active featured updates, in order, pointing to the release notes. */
export function ThisWeeksUpdates({ updates }: { updates: { id: string; text: string }[] }) {
  return (
    <section className="card" aria-labelledby="this-weeks-updates-title">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="this-weeks-updates-title" className="text-2xl font-bold">
          This Week&apos;s Updates
        </h2>
        <Link to="/updates" className="text-sm font-semibold text-accent hover:underline">
          See all release notes →
        </Link>
      </div>
      {updates.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No updates this week.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {updates.map((u) => (
            <li key={u.id}>
              <Link to="/updates" className="hover:underline">
                {u.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
