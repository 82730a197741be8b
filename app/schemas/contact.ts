import { z } from "zod";

export const CONTACT_MISSING = "Please select a message type and enter a message.";

export const MESSAGE_TYPES = [
  { value: "general", label: "General Inquiry" },
  { value: "feature", label: "Feature Request" },
  { value: "complaint", label: "Complaint" },
] as const;

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
