import { isKnownRequestError } from "~/server/db.server";

const hasCode = (error: unknown, code: string) => isKnownRequestError(error) && error.code === code;

/**
 * A unique index refused the write: the row (a vote, a request, a reaction) is already there.
 * Prisma's own queries say P2002; a raw one says P2010 with the driver adapter's error kind.
 */
export const isUniqueViolation = (error: unknown) =>
  hasCode(error, "P2002") ||
  (hasCode(error, "P2010") &&
    (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta
      ?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation");

/** An update or delete found no row to change. */
export const isRecordMissing = (error: unknown) => hasCode(error, "P2025");
