/**
 * Awaits every field of an object at once and answers the object with the values: a loader that
 * starts many reads names each one once, instead of in a list and again in its answer.
 */
export async function awaitFields<T extends Record<string, unknown>>(
  fields: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(fields);
  const values = await Promise.all(names.map((name) => fields[name]));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
