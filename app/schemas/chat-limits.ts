// Chat's limits and emojis, apart from the zod schemas (./chat) so the browser's code gets them
// without zod.

/** A message is its trimmed text, never empty; we cap it so one post stays small. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MESSAGE_EMPTY = "Please type a message before sending.";
export const MESSAGE_TOO_LONG = "Messages can be at most 2,000 characters long.";

/**
 * The reaction picker's 12 emojis, in its order: heart, laugh, sad, surprised,
 * angry, thumbs up, thumbs down, fire, party, 100, heart-eyes, smiling-with-hearts.
 */
export const REACTION_EMOJIS = [
  "❤️",
  "😂",
  "😢",
  "😮",
  "😠",
  "👍",
  "👎",
  "🔥",
  "🎉",
  "💯",
  "😍",
  "🥰",
] as const;
