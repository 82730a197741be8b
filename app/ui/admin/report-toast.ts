// Apart from the reports section so that an action (the forum post page's) can name its toast
// without bringing the section's components into the page's first load.
import type { ReportGroupView } from "~/ui/admin/types";

/** How a card and its toast name the item: a post by its title, a comment by its words. */
export const itemName = (group: Pick<ReportGroupView, "targetType" | "title" | "excerpt">) =>
  group.targetType === "post" ? `post “${group.title}”` : `comment “${group.excerpt}”`;

/** The toast a decision on a report gets, naming the item: the queue's and the item page's. */
export function decisionToast(
  item: Pick<ReportGroupView, "targetType" | "title" | "excerpt">,
  decision: "remove" | "dismiss",
) {
  const name = itemName(item);
  return decision === "remove"
    ? { title: "Content removed", description: `Removed the ${name}.` }
    : { title: "Report dismissed", description: `The ${name} shows again.` };
}
