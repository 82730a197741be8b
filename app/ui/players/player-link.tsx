import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";
import { playerHref } from "./hrefs";

/**
 * A tag that leads to the player's page (used wherever a tag of an account is shown); `children`:
 * another text for the link (a set's name for its linked player).
 */
export function PlayerLink({
  tag,
  className,
  children,
}: {
  tag: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link to={playerHref(tag)} className={cn("text-info hover:underline", className)}>
      {children ?? tag}
    </Link>
  );
}
