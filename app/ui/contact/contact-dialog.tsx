import { lazy, Suspense } from "react";
import { Dialog } from "~/ui/common/dialog";
import { ContactSignInPrompt } from "~/ui/contact/contact-sign-in-prompt";

// The form brings zod and Conform: a guest, who only sees the sign-in prompt, never fetches it.
const ContactForm = lazy(() =>
  import("~/ui/contact/contact-form").then((m) => ({ default: m.ContactForm })),
);

/** The footer's Contact Us dialog (with JavaScript; without it the link opens /contact). */
export default function ContactDialog({
  open,
  onClose,
  signedIn,
}: {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="contact-dialog-title"
      className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 backdrop:bg-black/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="contact-dialog-title" className="text-lg font-bold">
          Contact Us
        </h2>
        <button type="button" aria-label="Close" onClick={onClose}>
          ✕
        </button>
      </div>
      {signedIn ? (
        <Suspense fallback={<p>Loading…</p>}>
          <ContactForm id="contact-dialog-form" />
        </Suspense>
      ) : (
        <ContactSignInPrompt />
      )}
    </Dialog>
  );
}
