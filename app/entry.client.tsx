import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Resending a keyed write is needed only once the page sends one: its module is fetched alongside
// hydration, not with the page (issue 28), and a fetch made before it arrives waits for it.
const fetchOnce = window.fetch.bind(window);
const resending = import("~/ui/common/resend-on-network-failure").then(
  (m) => m.resendOnNetworkFailure(fetchOnce),
  // Its module failed to load: plain fetch rather than none.
  () => fetchOnce,
);
window.fetch = async (input, init) => (await resending)(input, init);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
