/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  // The set page reads Slippi replays in the browser: @slippi/slippi-js expects Node's Buffer.
  browserNodeBuiltinsPolyfill: {
    modules: { buffer: true, fs: "empty" },
    globals: { Buffer: true },
  },
  tailwind: true,
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
