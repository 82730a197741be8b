import { Link } from "@remix-run/react";
import { UpdateCard } from "~/ui/updates/update-card";

// What signed-out visitors see behind the blur. Fixed sample content, not the database's, so
// signing in is the only way to the real history.
const PREVIEW = [
  {
    version: "1.4.1",
    category: "feature",
    title: "Enhanced Profile System",
    createdAt: "2025-07-10T12:00:00.000Z",
    date: "July 10, 2025",
    description:
      "Profile customization with photo uploads and Slippi integration.\n- Upload a profile picture\n- Show your Slippi code",
  },
  {
    version: "1.4.0",
    category: "improvement",
    title: "Friends System Launch",
    createdAt: "2025-07-09T12:00:00.000Z",
    date: "July 9, 2025",
    description:
      "Friend requests and real-time chat.\n- Send, accept and reject friend requests\n- Chat with your friends in real time",
  },
];

export const SIGN_IN_TO_VIEW =
  "You must be logged in to view the full update history and release notes.";

/** The visitors' view: a blurred, unselectable preview under a sign-in overlay. */
export function UpdatesPreview() {
  return (
    <div className="relative" data-testid="updates-preview">
      <div
        aria-hidden="true"
        className="pointer-events-none flex select-none flex-col gap-4 blur-sm"
      >
        {PREVIEW.map((update) => (
          <UpdateCard key={update.version} update={update} />
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <section
          aria-labelledby="updates-sign-in-title"
          className="card max-w-md bg-white/95 text-center shadow-xl dark:bg-slate-900/95"
        >
          <h2 id="updates-sign-in-title" className="sr-only">
            Sign in to read the release notes
          </h2>
          <p className="mb-4 font-medium">{SIGN_IN_TO_VIEW}</p>
          <Link to="/auth?redirectTo=/updates" className="btn-primary">
            Sign In to Continue
          </Link>
        </section>
      </div>
    </div>
  );
}
