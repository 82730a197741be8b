// Rows read with raw SQL come back as each engine stores them: SQLite gives a DateTime column as
// its ISO text and a Boolean as 0 or 1, PostgreSQL a Date and a boolean. Prisma's own reads
// convert them; raw reads convert with these.

/** A date column as read raw. */
export type RawDate = Date | string;

/** A Boolean column as read raw. */
export type RawBoolean = boolean | number;

export const rawDate = (value: RawDate) => new Date(value);

export const rawDateOrNull = (value: RawDate | null) => (value === null ? null : new Date(value));

export const rawBoolean = (value: RawBoolean) => Boolean(value);
