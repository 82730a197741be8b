import { useLocation } from "@remix-run/react";
import { lazy, useEffect, useState } from "react";
import { MountWhenOpened } from "~/ui/common/mount-when-opened";

// Fetched when first opened: the dialog, and for a signed-in player the form with zod and
// Conform, are no part of any page's first load.
const ContactDialog = lazy(() => import("~/ui/contact/contact-dialog"));

/**
 * The site footer. Contact Us is a link to /contact (works without JS); with JS it opens the
 * same content in a Dialog.
 */
export function Footer({ signedIn, version }: { signedIn: boolean; version: string }) {
  const [contactOpen, setContactOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setContactOpen(false), [location.key]);

  return (
    <footer className="mt-16 border-t border-slate-200 py-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4">
        <a
          href="/contact"
          className="inline-flex min-h-11 items-center hover:underline"
          onClick={(e) => {
            e.preventDefault();
            setContactOpen(true);
          }}
        >
          Contact Us
        </a>
        <a
          href="https://www.ssbwiki.com/Super_Smash_Bros._Melee"
          className="inline-flex min-h-11 items-center hover:underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          Character Guides
        </a>
        <a
          href="https://www.ssbwiki.com/Stage_legality#Super_Smash_Bros._Melee"
          className="inline-flex min-h-11 items-center hover:underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          Stage List
        </a>
        <span>
          Discord{" "}
          <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs text-amber-900">
            In progress
          </span>
        </span>
        <span>Privacy Policy</span>
        <span>Terms of Service</span>
        <span className="ml-auto" data-testid="site-version">
          v{version}
        </span>
      </div>
      <MountWhenOpened open={contactOpen}>
        <ContactDialog
          open={contactOpen}
          onClose={() => setContactOpen(false)}
          signedIn={signedIn}
        />
      </MountWhenOpened>
    </footer>
  );
}
