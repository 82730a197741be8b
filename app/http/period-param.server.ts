import { firstIssue } from "~/schemas/first-issue";
import { periodSchema, type Period } from "~/schemas/player";

/** The head-to-head period from the URL's query (?period=&from=&to=), or what is wrong with it. */
export function periodOf(
  request: Request,
): { success: true; data: Period } | { success: false; error: string } {
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(
    ["period", "from", "to"].flatMap((name) => {
      const value = params.get(name);
      return value === null ? [] : [[name, value.slice(0, 20)]];
    }),
  );
  const result = periodSchema.safeParse(raw);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, error: firstIssue(result.error) };
}
