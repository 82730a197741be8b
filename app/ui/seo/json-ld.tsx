import { useNonce } from "~/ui/common/nonce";

/**
 * schema.org data for crawlers, as an inline JSON-LD script (allowed by the CSP nonce). "<" is
 * escaped so text from users can never close the script element.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
