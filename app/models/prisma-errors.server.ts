import { isKnownRequestError } from "~/server/db.server";

const hasCode = (error: unknown, code: string) => isKnownRequestError(error) && error.code === code;

/** A unique index refused the write: the row (a vote, a request, a reaction) is already there. */
export const isUniqueViolation = (error: unknown) => hasCode(error, "P2002");

/** An update or delete found no row to change. */
export const isRecordMissing = (error: unknown) => hasCode(error, "P2025");
