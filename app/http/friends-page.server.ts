// The route's other server modules, re-exported so the route imports one `.server` module:
// the browser build turns each into an empty module, and every distinct one shared by
// several routes became its own small chunk on the page's first load.
export { isOwnNavigation } from "~/http/fetch-site.server";
export { pageIntent, runPageIntent } from "~/http/page-intents.server";
export { getUser, requireUser } from "~/http/session.server";
export {
  acceptFriendRequest,
  countFriends,
  countPendingFriendRequests,
  findFriend,
  listFriendRequests,
  listFriendsPage,
  markFriendRequestsViewed,
  rejectFriendRequest,
  removeFriend,
  searchUsers,
  sendFriendRequest,
} from "~/models/friendship.server";
