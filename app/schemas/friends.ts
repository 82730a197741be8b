import { z } from "zod";
import { pageParam } from "~/schemas/page-param";
import { idSchema } from "~/utils/id";
import { FRIEND_TABS } from "./friends-options";

export * from "./friends-options";

/** ?page= of My Friends (the model turns a page past the end into the last one). */
export const friendsPageParam = pageParam(1000);

const RECEIVER_REQUIRED = "Please choose a user to send the friend request to";

const userId = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(100);

/** POST /api/friends/request {receiverId}: API clients send the target's user id. */
export const friendRequestSchema = z.object({ receiverId: userId(RECEIVER_REQUIRED) });

const requestId = idSchema("Invalid request id");

/** Where the page returns after an action: the tab (and search) the form was posted from. */
const returnTo = {
  tab: z.enum(FRIEND_TABS).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  page: friendsPageParam.optional(),
};

/** The /friends page's forms, by their hidden `intent`; each says where the page returns to. */
export const friendForms = {
  request: z.object({ receiverId: userId(RECEIVER_REQUIRED), ...returnTo }),
  accept: z.object({ requestId, ...returnTo }),
  reject: z.object({ requestId, ...returnTo }),
  remove: z.object({ friendId: userId("Please choose a friend"), ...returnTo }),
};
