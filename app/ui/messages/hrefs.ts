/** A conversation on /messages. */
export const conversationHref = (friendId: string) =>
  `/messages?with=${encodeURIComponent(friendId)}`;
