import { z } from "zod";
import { pageParam } from "~/schemas/page-param";
import { idSchema } from "~/utils/id";
import {
  MAX_MESSAGE_LENGTH,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  REACTION_EMOJIS,
} from "./chat-limits";

/** ?page= of the /messages list (a page past the end is an empty one). */
export const conversationsPageParam = pageParam(1000);

export * from "./chat-limits";

const REACTION_NOT_ALLOWED = "Please choose one of the 12 reaction emojis.";

const messageTextSchema = z
  .string({ required_error: MESSAGE_EMPTY, invalid_type_error: MESSAGE_EMPTY })
  .trim()
  .min(1, MESSAGE_EMPTY)
  .max(MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG);

const userIdSchema = z
  .string({
    required_error: "Please choose a friend",
    invalid_type_error: "Please choose a friend",
  })
  .trim()
  .min(1, "Please choose a friend")
  .max(100, "Unknown user");

/** POST /api/chat/message, the socket's 'sendMessage' and the page's send form. */
export const sendMessageSchema = z.object({
  receiverId: userIdSchema,
  message: messageTextSchema,
});

// JSON sends a number, forms send digits.
export const messageIdSchema = idSchema("Unknown message");

/** POST and DELETE /api/chat/reactions, and the page's reaction forms. */
export const reactionSchema = z.object({
  messageId: messageIdSchema,
  emoji: z.enum(REACTION_EMOJIS, { errorMap: () => ({ message: REACTION_NOT_ALLOWED }) }),
});

/** The socket's 'typing' event. */
export const typingSchema = z.object({ receiverId: userIdSchema, isTyping: z.boolean() });

/** The socket's 'markAsRead' event. */
export const markAsReadSchema = z.object({ friendId: userIdSchema });

/** The friend a page form names (a conversation's `receiverId`, a reaction's `with`). */
export const friendIdField = z.string().trim().min(1).max(100);
