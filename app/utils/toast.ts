import { z } from "zod";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["default", "destructive"]).default("default"),
  /** Milliseconds; 5000 when unset. */
  duration: z.number().int().positive().default(5000),
});

export type Toast = z.input<typeof toastSchema>;
export type ShownToast = z.output<typeof toastSchema>;
