import { Link } from "@remix-run/react";

/** What a guest sees instead of the Contact Us form. */
export function ContactSignInPrompt() {
  return (
    <div className="flex flex-col gap-4">
      <p>Please Sign In to send a message to an Administrator.</p>
      <Link to="/auth" className="btn-primary self-start">
        Sign In
      </Link>
    </div>
  );
}
