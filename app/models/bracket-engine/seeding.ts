/** The smallest power of two that holds `count` entrants (2 at least). */
export function bracketSize(count: number): number {
  let size = 2;
  while (size < count) size *= 2;
  return size;
}

/**
 * The seeds in bracket position order for a power-of-two size: each seed s of the half-size
 * order is followed by its first-round opponent size + 1 − s. For 8: 1, 8, 4, 5, 2, 7, 3, 6, so
 * round 1 is 1–8, 4–5, 2–7, 3–6 and seeds 1 and 2 sit in opposite halves; byes (the seeds past
 * the entrant count) face the top seeds and never each other.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) {
    order = order.flatMap((seed) => [seed, width + 1 - seed]);
  }
  return order;
}

/**
 * The winners round in which the entrants at two bracket positions (0-based) would meet if both
 * kept winning: 1 when they share a first-round match, the final when they are in opposite halves.
 */
export function meetingRound(positionA: number, positionB: number): number {
  let round = 0;
  for (let diff = positionA ^ positionB; diff > 0; diff >>= 1) round++;
  return round;
}

/**
 * Entrants (in seed order) dealt into `poolCount` pools in a snake: seeds 1..P go to pools 1..P,
 * seeds P+1..2P back from pool P to 1, and so on, so every pool gets a fair mix of seeds.
 */
export function snakePools<T>(seeded: readonly T[], poolCount: number): T[][] {
  const pools: T[][] = Array.from({ length: poolCount }, () => []);
  seeded.forEach((entrant, index) => {
    const row = Math.floor(index / poolCount);
    const column = index % poolCount;
    pools[row % 2 === 0 ? column : poolCount - 1 - column].push(entrant);
  });
  return pools;
}
