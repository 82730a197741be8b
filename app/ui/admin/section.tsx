import type { ReactNode } from "react";

/** One titled card of the admin page. */
export function AdminSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Badge({
  children,
  tone = "neutral",
}: {
  children: ReactNode;
  tone?: "neutral" | "danger" | "brand";
}) {
  const tones = {
    neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
    danger: "bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-200",
    brand: "bg-brand-600 text-white",
  };
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/**
 * A list that scrolls inside its card. It takes focus (a labelled region), so a keyboard can
 * scroll it even when it holds nothing focusable.
 */
export function ScrollingList({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable content must be reachable by keyboard
      tabIndex={0}
      className="max-h-[32rem] overflow-y-auto rounded-md pr-2"
    >
      <ul className={className}>{children}</ul>
    </div>
  );
}
