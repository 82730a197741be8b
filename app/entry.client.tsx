import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { resendOnNetworkFailure } from "~/ui/common/resend-on-network-failure";

window.fetch = resendOnNetworkFailure(window.fetch.bind(window));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
