import { z } from "zod";
import { idSchema } from "~/utils/id";

// The ids the admin page's forms post: accounts, messages, requests and featured updates by
// their text id; tournaments and polls by their number.
export const textId = z.string().trim().min(1).max(100);
export const numericId = idSchema("Invalid id");
