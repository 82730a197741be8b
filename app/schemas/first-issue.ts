/** The first readable message of a failed zod parse. */
export function firstIssue(error: { issues: { message: string }[] }) {
  return error.issues[0]?.message ?? "Invalid input";
}
