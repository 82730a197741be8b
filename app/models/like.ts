/**
 * SQL LIKE patterns that match text literally. LIKE treats % and _ as wildcards (and Prisma's
 * `contains` passes them through), so a search for "a_b" would also find "axb": each of them,
 * and the escape character itself, is escaped. Use with `ESCAPE '\'`.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
