/** A toast as code raises it: only the title is required. */
export type Toast = {
  id?: string;
  title: string;
  description?: string;
  type?: "default" | "destructive";
  /** Milliseconds; 5000 when unset. */
  duration?: number;
};

/** A toast as it is shown: every default filled in. */
export type ShownToast = Required<Omit<Toast, "description">> & Pick<Toast, "description">;

/**
 * Fills a toast's defaults. Plain code rather than a schema, so the shell that every page loads
 * does not carry a validation library; the server checks the flash cookie's toasts with zod.
 */
export function showable(toast: Toast): ShownToast {
  return {
    id: toast.id ?? Math.random().toString(36).slice(2),
    title: toast.title,
    description: toast.description,
    type: toast.type ?? "default",
    duration: toast.duration ?? 5000,
  };
}
