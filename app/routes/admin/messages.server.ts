import { z } from "zod";
import { pageIntent } from "~/http/page-intents.server";
import { markMessageRead } from "~/models/contact.server";
import { textId } from "./fields";

/** Messages: the contact form's messages, marked read one by one. */
export const messageIntents = {
  markRead: pageIntent({
    schema: z.object({ messageId: textId }),
    failure: "Mark Failed",
    run: async (actor, { messageId }) => {
      await markMessageRead(actor, messageId);
      return { title: "Message marked as read" };
    },
  }),
};
