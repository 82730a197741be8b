// The score tracker's parts fetched after hydration, out of the page's first load (issue 28): the
// new-set form brings Conform; the live set's stage selection, game form and games table, and the
// Confirm and Dispute buttons of the sets awaiting the player, are drawn by the server and work
// as plain forms until their code is in.
import { lazyPart } from "~/ui/common/lazy-part";

export const LazySetupForm = lazyPart(() => import("./setup-form").then((m) => m.SetupForm));
export const LazyStageSelectionPanel = lazyPart(() =>
  import("./stage-selection").then((m) => m.StageSelectionPanel),
);
export const LazyRecordGameForm = lazyPart(() =>
  import("./record-game-form").then((m) => m.RecordGameForm),
);
export const LazyGamesSection = lazyPart(() => import("./games-table").then((m) => m.GamesSection));
export const LazySetAnswerButtons = lazyPart(() =>
  import("./set-answer-buttons").then((m) => m.SetAnswerButtons),
);
