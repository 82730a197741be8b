/**
 * Melee's names as @slippi/slippi-js spells them (`characters.getCharacterName` for ids 0-25,
 * `stages.getStageName`), so games typed in by hand and games read from replays agree. Plain data:
 * the browser's character picker and the server share it without loading the replay parser.
 */

/** The 26 playable characters, by their internal id (Sheik and Zelda apart). */
export const CHARACTERS = [
  "Captain Falcon",
  "Donkey Kong",
  "Fox",
  "Mr. Game & Watch",
  "Kirby",
  "Bowser",
  "Link",
  "Luigi",
  "Mario",
  "Marth",
  "Mewtwo",
  "Ness",
  "Peach",
  "Pikachu",
  "Ice Climbers",
  "Jigglypuff",
  "Samus",
  "Yoshi",
  "Zelda",
  "Sheik",
  "Falco",
  "Young Link",
  "Dr. Mario",
  "Roy",
  "Pichu",
  "Ganondorf",
] as const;

export type Character = (typeof CHARACTERS)[number];

/** The legal stages of the competitive ruleset (stage-rules.ts says which are starters). */
export const LEGAL_STAGES = [
  "Yoshi's Story",
  "Fountain of Dreams",
  "Battlefield",
  "Final Destination",
  "Dream Land N64",
  "Pokémon Stadium",
] as const;

export type Stage = (typeof LEGAL_STAGES)[number];

/** Case, accents, spacing and punctuation apart: "pokemon stadium" is "Pokémon Stadium". */
export function nameKey(name: string) {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, "");
}

function matcher<T extends string>(names: readonly T[]) {
  const byKey = new Map(names.map((name) => [nameKey(name), name]));
  return (input: string): T | null => byKey.get(nameKey(input)) ?? null;
}

/** The character named (case-insensitively, accents optional), or null. */
export const findCharacter = matcher(CHARACTERS);
/** The legal stage named (case-insensitively, accents optional), or null. */
export const findStage = matcher(LEGAL_STAGES);
