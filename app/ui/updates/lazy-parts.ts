// The /updates parts only an admin uses, out of the page's first load (issue 28): the create and
// edit form brings Conform, and the delete confirmation shows on its own URL.
import { lazyPart } from "~/ui/common/lazy-part";

export const LazyUpdateForm = lazyPart(() => import("./update-form").then((m) => m.UpdateForm));
export const LazyDeleteUpdateDialog = lazyPart(() =>
  import("./delete-update-dialog").then((m) => m.DeleteUpdateDialog),
);
