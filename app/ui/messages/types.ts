import type { ChatFriend, ChatMessage } from "~/models/chat.server";

export type { ChatFriend, ChatMessage };

/** The signed-in reader, as the page knows them. */
export type Me = { id: string; username: string };
