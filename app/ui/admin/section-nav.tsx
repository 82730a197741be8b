import { Link } from "@remix-run/react";
import { adminSectionHref } from "~/ui/admin/hrefs";
import { ADMIN_SECTIONS, type AdminSectionId, type AdminView } from "~/ui/admin/types";
import { cn } from "~/utils/cn";

const LABELS: Record<AdminSectionId, string> = {
  reports: "Reports",
  users: "Users",
  messages: "Messages",
  requests: "Requests",
  log: "Moderation Log",
  analytics: "Analytics",
  featured: "Featured Updates",
  polls: "Polls",
};

/**
 * The admin page's sections as links, each its own address, so a phone reaches any of them in
 * one tap; Reports leads, with its count, whenever any are open.
 */
export function SectionNav({ view, openReports }: { view: AdminView; openReports: number }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-2">
        {ADMIN_SECTIONS.map((section) => {
          const current = view.section === section;
          return (
            <li key={section}>
              <Link
                to={adminSectionHref(view, section)}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold",
                  current
                    ? "bg-brand-600 text-white"
                    : "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
                )}
              >
                {LABELS[section]}
                {section === "reports" && openReports > 0 ? ` (${openReports} open)` : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
