import { useEffect, useRef, useState } from "react";

/** Suggestions start at two characters, a moment after the typing stops. */
const MIN_QUERY = 2;
const SETTLE_MS = 250;

/**
 * Players' tags that start like `typed`, for an input's <datalist>: the site search's players
 * (GET /api/search?type=players, bounded to a page and rate-limited like every search). Without
 * JavaScript the input is a plain text field.
 */
export function useTagSuggestions(typed: string) {
  const [tags, setTags] = useState<string[]>([]);
  const latest = useRef("");
  useEffect(() => {
    const q = typed.trim();
    latest.current = q;
    if (q.length < MIN_QUERY) return setTags([]);
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/search?type=players&q=${encodeURIComponent(q)}`);
        if (!res.ok || latest.current !== q) return;
        const { players } = (await res.json()) as { players: { username: string }[] };
        setTags(players.map((player) => player.username));
      } catch {
        // Suggestions are a help: the field works without them.
      }
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return tags;
}
