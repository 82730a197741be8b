import { Link } from "@remix-run/react";
import { useState } from "react";
import { LazyAuthRequiredDialog, MountWhenOpened } from "~/ui/common/mount-when-opened";

export const SUBMIT_SIGN_IN_MESSAGE = "Come on! You must be logged in to submit a Tournament.";

/**
 * 'Submit Tournament'. A guest with JavaScript gets the Authentication Required dialog
 * and stays on the list; without JavaScript the link leads to the form, which sends them to sign in.
 */
export function SubmitTournamentButton({ signedIn }: { signedIn: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Link
        to="/submit-tournament"
        className="btn-primary bg-white text-indigo-700 hover:bg-indigo-50"
        onClick={(event) => {
          if (signedIn) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        Submit Tournament
      </Link>
      <MountWhenOpened open={asking}>
        <LazyAuthRequiredDialog
          open={asking}
          onClose={() => setAsking(false)}
          message={SUBMIT_SIGN_IN_MESSAGE}
        />
      </MountWhenOpened>
    </>
  );
}
