/** The fixed three-day schedule every tournament's details show. */
export const SCHEDULE = [
  {
    day: "Day 1",
    items: ["Registration Opens", "Practice Setups", "Doubles Pools", "Pool Play Begins"],
  },
  {
    day: "Day 2",
    items: ["Singles Pools Continue", "Doubles Top 8", "Side Events", "Singles Bracket Begins"],
  },
  {
    day: "Day 3",
    items: ["Singles Top 32", "Singles Top 8", "Grand Finals", "Award Ceremony"],
  },
] as const;
