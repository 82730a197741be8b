import { isKnownRequestError } from "~/server/db.server";

const hasCode = (error: unknown, code: string) => isKnownRequestError(error) && error.code === code;

/** Prisma's own queries name a failure by its code; a raw one says P2010 and the adapter's kind. */
const isRawFailure = (error: unknown, kind: string) =>
  hasCode(error, "P2010") &&
  (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta
    ?.driverAdapterError?.cause?.kind === kind;

/** A unique index refused the write: the row (a vote, a request, a reaction) is already there. */
export const isUniqueViolation = (error: unknown) =>
  hasCode(error, "P2002") || isRawFailure(error, "UniqueConstraintViolation");

/** An update or delete found no row to change. */
export const isRecordMissing = (error: unknown) => hasCode(error, "P2025");
