import { useState } from "react";
import { useWatchSet } from "~/ui/realtime/use-watch-set";
import { SetScoreboard, type ScoreboardSet } from "~/ui/sets/set-scoreboard";
import { setProgress } from "~/ui/sets/stage-selection";

export type OverlaySet = ScoreboardSet & Parameters<typeof setProgress>[0] & { id: number };

/**
 * A set as a stream overlay shows it: names, characters, the score, the format and the game and
 * stage selection in progress, live over Socket.IO. Used by /sets/{id}/overlay and by the
 * event's stream overlay (keyed by set id there, so a new set starts from its loaded state).
 */
export function SetOverlay({ loaded }: { loaded: OverlaySet }) {
  // The loader's set, then each one the socket brings (the same set, its dates as JSON text).
  const [set, setSet] = useState<OverlaySet>(loaded);
  useWatchSet(loaded.id, setSet);
  return (
    <div className="w-full max-w-5xl">
      <SetScoreboard set={set} large />
      <p
        className="mt-2 rounded-xl bg-slate-950/75 px-4 py-2 text-center text-base font-semibold text-white sm:text-2xl"
        data-testid="set-progress"
      >
        {setProgress(set)}
      </p>
    </div>
  );
}
