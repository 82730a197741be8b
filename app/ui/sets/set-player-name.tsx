import { PlayerLink } from "~/ui/players/player-link";

/** The tags of a set's players who have a page, by side (null: a walk-in or unlinked name). */
export type SetPlayerTags = { player1: string | null; player2: string | null };

/** A set's name for a player, as a link to their page when `tag` is an account's. */
export function SetPlayerName({ name, tag }: { name: string; tag: string | null }) {
  if (!tag) return name;
  return (
    // A tap target on a phone at the venue: 44 px tall, however small the name is drawn.
    <PlayerLink
      tag={tag}
      className="inline-flex min-h-11 items-center text-inherit underline decoration-2 underline-offset-4"
    >
      {name}
    </PlayerLink>
  );
}
