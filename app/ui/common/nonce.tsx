import { createContext, useContext } from "react";

// The per-request CSP nonce, for the few inline scripts the document needs.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
