// Image helpers shared by the profile picture form (browser) and its domain checks (server).

/** Profile images may be up to 2 MB. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** The only picture types we store and serve; never SVG (it can carry script). */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes really are (by magic number), whatever the upload claimed. */
export function sniffImageType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/**
 * Splits a base64 data URL ("data:image/png;base64,....") into its declared type and bytes.
 * Returns null for anything else (plain text, URLs, bad base64).
 */
export function parseDataUrl(value: string): { declaredType: string; bytes: Uint8Array } | null {
  const match = /^data:([^;,]*)((?:;[^;,]*)*);base64,([A-Za-z0-9+/=\s]*)$/.exec(value.trim());
  if (!match) return null;
  try {
    const binary = atob(match[3].replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return { declaredType: match[1].toLowerCase(), bytes };
  } catch {
    return null;
  }
}

/** A declared type we refuse outright (the bytes are checked as well, on the server). */
export function isNonImageType(declaredType: string) {
  const type = declaredType.trim().toLowerCase();
  return type !== "" && type !== "application/octet-stream" && !type.startsWith("image/");
}
