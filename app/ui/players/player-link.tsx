import { Link } from "@remix-run/react";
import { cn } from "~/utils/cn";
import { playerHref } from "./hrefs";

/** A tag that leads to the player's page (used wherever a tag of an account is shown). */
export function PlayerLink({ tag, className }: { tag: string; className?: string }) {
  return (
    <Link to={playerHref(tag)} className={cn("text-info hover:underline", className)}>
      {tag}
    </Link>
  );
}
