// The score tracker's new-set form, out of the page's first load (issue 28): it brings Conform.
import { lazyPart } from "~/ui/common/lazy-part";

export const LazySetupForm = lazyPart(() => import("./setup-form").then((m) => m.SetupForm));
