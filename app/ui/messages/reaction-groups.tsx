import { ReactionForm } from "~/ui/messages/reaction-form";
import type { ChatMessage } from "~/ui/messages/types";

/** The message's reactions grouped per emoji, in the order they first appeared. */
export function groupReactions(reactions: ChatMessage["reactions"], meId: string) {
  const groups = new Map<string, { emoji: string; count: number; mine: boolean }>();
  for (const r of reactions) {
    const group = groups.get(r.emoji) ?? { emoji: r.emoji, count: 0, mine: false };
    group.count += 1;
    group.mine ||= r.userId === meId;
    groups.set(r.emoji, group);
  }
  return [...groups.values()];
}

/** Each group is a toggle: pressed (highlighted) when the reader's own reaction is in it. */
export function ReactionGroups({
  message,
  meId,
  friendId,
}: {
  message: ChatMessage;
  meId: string;
  friendId: string;
}) {
  const groups = groupReactions(message.reactions, meId);
  if (groups.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Reactions">
      {groups.map((g) => (
        <li key={g.emoji}>
          <ReactionForm
            friendId={friendId}
            messageId={message.id}
            emoji={g.emoji}
            mine={g.mine}
            className={g.mine ? "reaction-mine" : "reaction-other"}
          >
            {`${g.emoji} ${g.count}`}
          </ReactionForm>
        </li>
      ))}
    </ul>
  );
}
