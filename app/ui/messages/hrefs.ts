/** A conversation on /messages; `listPage` keeps the list on the page it was opened from. */
export const conversationHref = (friendId: string, listPage = 1) =>
  `/messages?with=${encodeURIComponent(friendId)}${listPage > 1 ? `&page=${listPage}` : ""}`;

/** A page of the /messages list of conversations. */
export const conversationListHref = (page: number) =>
  page > 1 ? `/messages?page=${page}` : "/messages";
