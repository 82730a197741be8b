// Plain values, no zod: the admin page's labels use them without the validation library.

export const CONTACT_MISSING = "Please select a message type and enter a message.";

export const MESSAGE_TYPES = [
  { value: "general", label: "General Inquiry" },
  { value: "feature", label: "Feature Request" },
  { value: "complaint", label: "Complaint" },
] as const;
