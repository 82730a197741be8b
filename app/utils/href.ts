/** `path` with the query string of `params`, or `path` alone when there is none. */
export function withQuery(path: string, params: URLSearchParams) {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
