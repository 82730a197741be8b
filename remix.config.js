/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverDependenciesToBundle: [],
  // The set page reads Slippi replays in the browser: @slippi/slippi-js expects Node's Buffer,
  // which the replay reader sets from this polyfill before it loads the parser (a global
  // injected here would be added to every module of the site).
  browserNodeBuiltinsPolyfill: {
    modules: { buffer: true, fs: "empty" },
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
