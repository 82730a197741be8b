import { Link } from "@remix-run/react";

/** Save and Cancel under a profile edit form; Cancel is a link back, so it works without JS. */
export function SaveCancel({ busy }: { busy: boolean }) {
  return (
    <div className="flex gap-2">
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Saving..." : "Save"}
      </button>
      <Link to="/profile" preventScrollReset className="btn-ghost">
        Cancel
      </Link>
    </div>
  );
}
