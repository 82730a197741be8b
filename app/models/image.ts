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
 * A picture may declare at most 8192 pixels a side and 40 megapixels in all. Browsers decode the
 * whole image to show it, at 4 bytes a pixel: a small file that declares 100000×100000 pixels
 * would ask every viewer's browser for gigabytes.
 */
export const MAX_PICTURE_SIDE = 8192;
export const MAX_PICTURE_PIXELS = 40_000_000;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);

// JPEG start-of-frame markers (they carry the size): C0-CF but C4, C8 and CC.
const JPEG_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2;
      continue;
    }
    if (JPEG_FRAME.has(marker)) return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/**
 * The width and height the image's header declares, read without decoding it; null when the
 * header is missing or cut short. `type` is what sniffImageType found.
 */
export function imageDimensions(
  bytes: Uint8Array,
  type: PictureType,
): { width: number; height: number } | null {
  const b = bytes;
  const has = (length: number) => b.length >= length;
  switch (type) {
    case "image/png":
      // The first chunk is IHDR: width and height as 32-bit big-endian numbers.
      if (!has(24) || !startsWith(b, ascii("IHDR"), 12)) return null;
      return { width: u32be(b, 16), height: u32be(b, 20) };
    case "image/gif":
      return has(10) ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
    case "image/webp":
      if (startsWith(b, ascii("VP8X"), 12) && has(30)) {
        return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
      }
      if (startsWith(b, ascii("VP8L"), 12) && has(25) && b[20] === 0x2f) {
        const bits = u16le(b, 21) + u16le(b, 23) * 0x10000;
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (startsWith(b, ascii("VP8 "), 12) && has(30) && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
        return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
      }
      return null;
    case "image/jpeg":
      return jpegSize(b);
  }
}

export const withinPictureBounds = ({ width, height }: { width: number; height: number }) =>
  width <= MAX_PICTURE_SIDE && height <= MAX_PICTURE_SIDE && width * height <= MAX_PICTURE_PIXELS;

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
