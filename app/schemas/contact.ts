import { z } from "zod";
import { CONTACT_MISSING } from "~/schemas/contact-options";

export * from "~/schemas/contact-options";

export const contactSchema = z.object({
  messageType: z.enum(["general", "feature", "complaint"], {
    errorMap: () => ({ message: CONTACT_MISSING }),
  }),
  message: z
    .string({ required_error: CONTACT_MISSING })
    .trim()
    .min(1, CONTACT_MISSING)
    .max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.output<typeof contactSchema>;
