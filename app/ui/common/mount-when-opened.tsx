import { lazy, Suspense, useState, type ReactNode } from "react";

/**
 * Mounts a dialog the first time it opens and keeps it mounted afterwards (so it can close
 * with its own focus return). Paired with a lazily imported dialog, the dialog's code is fetched
 * on first use instead of with the page.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The sign-in prompt a guest meets on a member-only button, fetched when first needed. */
export const LazyAuthRequiredDialog = lazy(() =>
  import("~/ui/common/auth-required-dialog").then((m) => ({ default: m.AuthRequiredDialog })),
);
