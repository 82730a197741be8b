// Players recognise each other by tag, so a new tag must not pass for someone else's: no
// invisible or direction-changing characters, no alphabets mixed inside one tag, and no tag that
// looks the same as an existing one once case, width, accents, look-alike letters and strokes,
// spaces and punctuation are set aside. Shared by the sign-up form (browser) and the domain
// (server).

export const TAG_MAX_LENGTH = 30;
export const TAG_TOO_LONG = `Tag must be at most ${TAG_MAX_LENGTH} characters`;
export const TAG_INVISIBLE = "Tags cannot contain invisible, control or text-direction characters.";
export const TAG_CHARACTERS =
  "Tags can use letters, digits, spaces and keyboard symbols (like $ _ - .) only.";
export const TAG_MIXED_SCRIPTS =
  "Tags cannot mix alphabets, such as Latin with Cyrillic or Greek letters.";
export const TAG_TAKEN = "That tag is already taken";
export const TAG_TOO_SIMILAR = "That tag is too similar to an existing one";

/**
 * The form a tag is stored in: NFKC folds full-width, circled, superscript, ligature and
 * mathematical letters into plain ones ("Ｏｗｎｅｒ" is "Owner"), and runs of spaces become one.
 */
export function normaliseTag(raw: string): string {
  return raw.normalize("NFKC").trim().replace(/ {2,}/g, " ");
}

/**
 * The one key a tag is known by: normalised and lower-cased. An account is stored and found
 * under it, and failed sign-ins are counted under it, so a tag typed in another case or width
 * is the same tag to each of them.
 */
export function tagKey(raw: string): string {
  return normaliseTag(raw).toLowerCase();
}

// Control (Cc), format (Cf: zero-width, bidi overrides, …), line and paragraph separators,
// surrogates and the other characters Unicode says to draw as nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
const ASCII_PRINTABLE = /^[\x20-\x7e]$/;
const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;

// The scripts Unicode recommends for names and identifiers; the others are historic or limited
// to small communities. ASCII digits and symbols belong to no script.
const SCRIPTS: Array<[string, RegExp]> = [
  ["Latn", /\p{scx=Latn}/u],
  ["Grek", /\p{scx=Grek}/u],
  ["Cyrl", /\p{scx=Cyrl}/u],
  ["Armn", /\p{scx=Armn}/u],
  ["Hebr", /\p{scx=Hebr}/u],
  ["Arab", /\p{scx=Arab}/u],
  ["Thaa", /\p{scx=Thaa}/u],
  ["Deva", /\p{scx=Deva}/u],
  ["Beng", /\p{scx=Beng}/u],
  ["Guru", /\p{scx=Guru}/u],
  ["Gujr", /\p{scx=Gujr}/u],
  ["Orya", /\p{scx=Orya}/u],
  ["Taml", /\p{scx=Taml}/u],
  ["Telu", /\p{scx=Telu}/u],
  ["Knda", /\p{scx=Knda}/u],
  ["Mlym", /\p{scx=Mlym}/u],
  ["Sinh", /\p{scx=Sinh}/u],
  ["Thai", /\p{scx=Thai}/u],
  ["Laoo", /\p{scx=Laoo}/u],
  ["Tibt", /\p{scx=Tibt}/u],
  ["Mymr", /\p{scx=Mymr}/u],
  ["Geor", /\p{scx=Geor}/u],
  ["Hang", /\p{scx=Hang}/u],
  ["Ethi", /\p{scx=Ethi}/u],
  ["Khmr", /\p{scx=Khmr}/u],
  ["Hira", /\p{scx=Hira}/u],
  ["Kana", /\p{scx=Kana}/u],
  ["Bopo", /\p{scx=Bopo}/u],
  ["Hani", /\p{scx=Hani}/u],
];

// Scripts written together: Japanese, Chinese and Korean mix Han with their own scripts and
// with Latin. Any other tag keeps to one script.
const SCRIPT_MIXES = [
  new Set(["Latn", "Hani", "Hira", "Kana"]),
  new Set(["Latn", "Hani", "Bopo"]),
  new Set(["Latn", "Hani", "Hang"]),
];

// Latin letters outside these blocks are phonetic and technical forms (small capitals "ᴏ",
// IPA "ɑ", click letters "ǀ") that people do not type in names but that pass for plain letters.
const isPlainLatin = (code: number) =>
  (code <= 0x024f && (code < 0x01c0 || code > 0x01c3)) || (code >= 0x1e00 && code <= 0x1eff);

const scriptsOf = (char: string) => SCRIPTS.filter(([, re]) => re.test(char)).map(([n]) => n);

/** What is wrong with a tag (already normalised), in words for the form; null when nothing. */
export function tagProblem(tag: string): string | null {
  if (tag.length > TAG_MAX_LENGTH) return TAG_TOO_LONG;
  if (INVISIBLE.test(tag)) return TAG_INVISIBLE;
  const letterScripts: string[][] = [];
  let base = ""; // the last character that is not a combining mark
  let stacked = 0;
  for (const char of tag) {
    if (MARK.test(char)) {
      // An accent or vowel sign sits on a letter, at most three stacked, and is one that some
      // script writes (NFKC has already joined é, ü, ñ into single letters). Overlays such as
      // U+0336 (strike-through) belong to no script and are refused.
      const scripts = scriptsOf(char);
      stacked += 1;
      if (scripts.length === 0 || stacked > 3 || !LETTER.test(base)) return TAG_CHARACTERS;
      letterScripts.push(scripts);
      continue;
    }
    base = char;
    stacked = 0;
    if (ASCII_PRINTABLE.test(char) && !LETTER.test(char)) continue; // digits, space, symbols
    const scripts = LETTER.test(char) ? scriptsOf(char) : [];
    if (scripts.length === 0) return TAG_CHARACTERS;
    if (scripts.includes("Latn") && !isPlainLatin(char.codePointAt(0)!)) return TAG_CHARACTERS;
    letterScripts.push(scripts);
  }
  const oneScript =
    letterScripts.length === 0 ||
    letterScripts[0].some((script) => letterScripts.every((s) => s.includes(script)));
  const oneMix = SCRIPT_MIXES.some((mix) =>
    letterScripts.every((scripts) => scripts.some((s) => mix.has(s))),
  );
  return oneScript || oneMix ? null : TAG_MIXED_SCRIPTS;
}

/** Pairs each character of `from` with the one at the same place in `to`. */
function pairs(from: string, to: string): Array<[string, string]> {
  const a = [...from];
  const b = [...to];
  if (a.length !== b.length) throw new Error("look-alike table: both sides need as many letters");
  return a.map((char, i) => [char, b[i]]);
}

// Letters of other alphabets drawn like Latin ones (from Unicode's confusables list, those that
// matter once a tag keeps to one script): "Ахе" in Cyrillic reads as "Axe".
const LOOKALIKES = new Map([
  ...pairs(
    "АаВЕеЁёЗзІіЇїЈјКМНОоРрСсТХхУуҮүЅѕҺһӀӏԀԁԚԛԜԝЬьбгпѴѵ",
    "AaBEeËë33IiÏïJjKMHOoPpCcTXxYyYySsHhllDdQqWwbb6rnVv",
  ),
  ...pairs("ΑαΒΕΖΗΙιΚκΜΝνΟοΡρΤΥυΧγϹϲͿϳ", "AaBEZHIiKkMNvOoPpTYuXyCcJj"),
  ...pairs("Օօսհոզց", "Oouhnqg"),
]);

const mapLookalikes = (text: string) => [...text].map((c) => LOOKALIKES.get(c) ?? c).join("");

// Accents and other marks every alphabet shares (Unicode's "inherited" script), once NFD has
// taken them off their letters: "é", "ė" and "e" read as one letter at a glance. The vowel signs
// of Indic or Thai writing belong to their own script and stay: they make the word.
const ACCENTS = /\p{Script=Inherited}/gu;
const stripAccents = (text: string) => text.normalize("NFD").replace(ACCENTS, "");

// Strokes that look alike in the fonts tags are shown in, once lower-cased: "I", "l", "1" and
// "|" are one vertical bar; "O" and "0" one ring.
const foldStrokes = (text: string) => text.replace(/[il1|]/g, "l").replace(/0/g, "o");

// What a reader skips: spaces, punctuation and the keyboard's detached accents (^ `).
const SKIPPED = /[\p{Z}\p{P}\p{Sk}]/gu;

/**
 * What a tag looks like, for comparing: normalised, without accents, look-alike letters of other
 * alphabets replaced by the Latin ones they pass for (before case folding: "М" passes for "M",
 * "м" for no Latin letter), case folded (upper then lower, so "ß" meets "SS" and "ı" meets "I"),
 * I, l, 1 and | as one stroke, O and 0 as one, and without spaces or punctuation. Two tags with
 * one skeleton are one tag to a reader. A tag of nothing but punctuation keeps it, so that "..."
 * and "--" stay two tags.
 */
export function tagSkeleton(tag: string): string {
  const latin = mapLookalikes(stripAccents(normaliseTag(tag)));
  const folded = foldStrokes(mapLookalikes(latin.toUpperCase().toLowerCase()));
  return folded.replace(SKIPPED, "") || folded;
}
