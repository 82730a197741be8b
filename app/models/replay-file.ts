import { NOT_A_REPLAY } from "~/schemas/set-options";

/**
 * What a Slippi replay's bytes tell without the SDK: whether they start like a replay, and whether
 * @slippi/slippi-js would read them in time proportional to their size. Pure and small, so the
 * server checks an upload before it waits for a worker and the browser before it loads the reader.
 */

export const REPLAY_MALFORMED = "a damaged Slippi replay: its events cannot be read";

// Every .slp file opens a UBJSON object whose first key is "raw": `{U\x03raw[$U#l`, then the raw
// element's length (a big-endian int32) and its events, each a command byte and its payload.
const MAGIC = [0x7b, 0x55, 0x03, 0x72, 0x61, 0x77, 0x5b, 0x24, 0x55, 0x23, 0x6c];
const RAW_START = MAGIC.length + 4;

const SPLIT_MESSAGE = 0x10;
const MESSAGE_SIZES = 0x35;
const POST_FRAME_UPDATE = 0x38;
const GAME_END = 0x39;
const FRAME_BOOKEND = 0x3c;

// A split message's part: up to 512 bytes from offset 1, their count at 0x201, "last" at 0x204.
const PART_LENGTH_AT = 0x201;
const PART_IS_LAST_AT = 0x204;
const PART_DEFAULT_LENGTH = 512;

/**
 * The SDK gathers a split message by copying all it has gathered for each part, so a message whose
 * parts never end (or are declared a few bytes long) costs it time quadratic in the file: 1 MB of
 * them took 31 s. A real replay's one split message, the Gecko code list (at most 64 KB), costs
 * about 3 MB of copying; a full-size one 4 MB.
 */
const SPLIT_COPY_LIMIT = 32 * 2 ** 20;
/**
 * The SDK collects the final frame's post-frame updates with Array.unshift, quadratic in their
 * number. A real final frame has one per character, at most 8 (four ports of Ice Climbers).
 */
const FINAL_POST_FRAMES_LIMIT = 64;

/** Whether the bytes start like a Slippi replay. */
export function looksLikeReplay(bytes: Uint8Array) {
  return bytes.length > MAGIC.length && MAGIC.every((byte, i) => bytes[i] === byte);
}

/** Each command's payload size, -1 for a command the file does not declare. */
type RawEvents = { bytes: Uint8Array; view: DataView; end: number; sizes: Int32Array };

/**
 * The raw events as the SDK delimits them; null for a file cut short of the raw element's length
 * (the SDK would re-read its last event until it had covered that length: minutes for a few KB
 * that claim 2 GB). A length that is not positive means "to the end": a recording cut off live.
 */
function rawEvents(bytes: Uint8Array): RawEvents | null {
  if (!looksLikeReplay(bytes) || bytes.length < RAW_START) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = view.getInt32(MAGIC.length);
  if (declared > bytes.length - RAW_START) return null;
  const end = declared > 0 ? RAW_START + declared : bytes.length;
  // The first event declares every command's payload size.
  const sizes = new Int32Array(256).fill(-1);
  if (bytes[RAW_START] === MESSAGE_SIZES) {
    const length = bytes[RAW_START + 1] ?? 0;
    sizes[MESSAGE_SIZES] = length;
    const entry = (i: number) => (i < length - 1 ? (bytes[RAW_START + 2 + i] ?? 0) : 0);
    for (let i = 0; i < length - 1; i += 3) {
      sizes[entry(i)] = (entry(i + 1) << 8) | entry(i + 2);
    }
  }
  return { bytes, view, end, sizes };
}

/** The bytes the SDK copies while gathering split messages, walking the events as it does. */
function splitMessageCopying({ bytes, view, end, sizes }: RawEvents) {
  let copied = 0;
  let gathered = 0;
  for (let at = RAW_START; at < end;) {
    const size = sizes[bytes[at]];
    // The SDK stops at a command it has no size for, and at an event that overruns the end.
    if (size < 0 || size + 1 > end - at) break;
    if (bytes[at] === SPLIT_MESSAGE) {
      const length =
        size >= PART_LENGTH_AT + 1 ? view.getUint16(at + PART_LENGTH_AT) : PART_DEFAULT_LENGTH;
      // A new message starts with its command byte.
      gathered = Math.max(gathered, 1) + Math.min(length, size);
      copied += gathered;
      if (copied > SPLIT_COPY_LIMIT) return copied;
      if (size >= PART_IS_LAST_AT && bytes[at + PART_IS_LAST_AT] !== 0) gathered = 0;
    }
    at += size + 1;
  }
  return copied;
}

/** How many post-frame updates the SDK collects for the final frame, reading back from the end. */
function finalPostFrames({ bytes, view, end, sizes }: RawEvents) {
  const size = sizes[POST_FRAME_UPDATE];
  if (size < 0) return 0;
  const trailer = (command: number) => (sizes[command] > 0 ? sizes[command] + 1 : 0);
  let count = 0;
  let frame: number | undefined;
  for (
    let at = end - trailer(GAME_END) - trailer(FRAME_BOOKEND) - (size + 1);
    at >= RAW_START && bytes[at] === POST_FRAME_UPDATE && count <= FINAL_POST_FRAMES_LIMIT;
    at -= size + 1
  ) {
    const thisFrame = size >= 4 ? view.getInt32(at + 1) : undefined;
    if (frame !== undefined && thisFrame !== frame) break;
    frame = thisFrame;
    count += 1;
  }
  return count;
}

/**
 * Why these bytes are refused before @slippi/slippi-js (9.x) reads them, as a status and message:
 * not a whole replay, or events crafted to cost it time quadratic in their size (split messages
 * that never end, a final frame of countless updates). Null: it reads them in time proportional
 * to their size, though it may still find no game in them.
 */
export function replayFileProblem(bytes: Uint8Array) {
  const events = rawEvents(bytes);
  if (!events) return { status: 415 as const, message: NOT_A_REPLAY };
  if (
    splitMessageCopying(events) > SPLIT_COPY_LIMIT ||
    finalPostFrames(events) > FINAL_POST_FRAMES_LIMIT
  ) {
    return { status: 422 as const, message: REPLAY_MALFORMED };
  }
  return null;
}

/**
 * A fingerprint of a replay's bytes (cyrb53 with the length: 53 bits), the same in the browser
 * and on the server, for telling the same file sent twice; not a defence against forged ones.
 */
export function replayHash(bytes: Uint8Array) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${bytes.length.toString(36)}-${hash.toString(36)}`;
}
