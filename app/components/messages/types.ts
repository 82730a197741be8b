import type { ChatFriend, ChatMessage } from "~/models/chat.server";

export type { ChatFriend, ChatMessage };

/** The signed-in reader, as the page knows them. */
export type Me = { id: string; username: string };

/** The newMessage socket event: the stored message and the sender's tag. */
export type NewMessageEvent = ChatMessage & { senderUsername: string };
