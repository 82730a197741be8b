import { PlayerLink } from "~/ui/players/player-link";
import { cn } from "~/utils/cn";
import { authorTag } from "./format";

/**
 * A post's or comment's author: a link to their player page; the tag alone for a banned player
 * (whose page does not exist); the deleted account's label.
 */
export function AuthorTag({
  name,
  hasPage,
  className,
}: {
  name: string | null;
  hasPage: boolean;
  className?: string;
}) {
  if (name === null || !hasPage) return <span className={className}>{authorTag(name)}</span>;
  return <PlayerLink tag={name} className={cn("text-inherit", className)} />;
}
