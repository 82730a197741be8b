import { PlayerLink } from "~/ui/players/player-link";
import { cn } from "~/utils/cn";
import { authorTag } from "./format";

/** A post's or comment's author: a link to their player page, or the deleted account's label. */
export function AuthorTag({ name, className }: { name: string | null; className?: string }) {
  if (name === null) return <span className={className}>{authorTag(name)}</span>;
  return <PlayerLink tag={name} className={cn("text-inherit", className)} />;
}
