import { Link } from "@remix-run/react";
import { Modal } from "~/ui/common/modal";
import { TournamentDetails } from "./tournament-details";
import type { TournamentView } from "./types";

/** The details dialog over the list (JavaScript); the same details live at /tournaments/:id. */
export function TournamentDialog({
  tournament,
  onClose,
}: {
  tournament: TournamentView | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={tournament != null}
      onClose={onClose}
      title={tournament?.name}
      className="max-w-3xl"
    >
      {tournament ? (
        <>
          <TournamentDetails tournament={tournament} />
          <div className="mt-6 flex justify-end gap-2">
            <Link to={`/tournaments/${tournament.id}`} className="btn-secondary">
              Open tournament page
            </Link>
            <button type="button" className="btn-primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
