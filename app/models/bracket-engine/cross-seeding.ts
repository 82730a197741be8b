import { bracketSize, meetingRound, seedOrder } from "./seeding";

/**
 * Bracket seeds from pool results. `finishers[p]` is pool p+1's entrants in finishing order, cut
 * to those who advance. Pool winners take seeds 1..P in pool order; each next finishing place
 * takes the next P seeds, every other place in reverse pool order. Within a place, each entrant
 * then takes, of that place's seeds still free, the one that keeps it away from its pool-mates
 * longest (the latest winners round in which it could meet any of them), so pool-mates end up in
 * opposite halves whenever the numbers allow.
 */
export function crossSeed(finishers: number[][]): number[] {
  const total = finishers.reduce((sum, pool) => sum + pool.length, 0);
  const order = seedOrder(bracketSize(total));
  const positionOfSeed = new Map(order.map((seed, position) => [seed, position]));
  const poolOf = new Map<number, number>();
  finishers.forEach((pool, index) => pool.forEach((entrantId) => poolOf.set(entrantId, index)));
  const placed = new Map<number, number>(); // entrant → seed
  const places = Math.max(0, ...finishers.map((pool) => pool.length));
  let nextSeed = 1;
  for (let place = 0; place < places; place++) {
    const poolIndexes = finishers.map((_, index) => index).filter((i) => finishers[i][place]);
    if (place % 2 === 1) poolIndexes.reverse();
    const free = poolIndexes.map((_, i) => nextSeed + i);
    nextSeed += poolIndexes.length;
    for (const poolIndex of poolIndexes) {
      const entrantId = finishers[poolIndex][place];
      const mates = [...placed].filter(([other]) => poolOf.get(other) === poolIndex);
      let best = 0;
      let bestRound = -1;
      free.forEach((seed, i) => {
        const position = positionOfSeed.get(seed)!;
        const round = Math.min(
          Infinity,
          ...mates.map(([, mateSeed]) => meetingRound(position, positionOfSeed.get(mateSeed)!)),
        );
        if (round > bestRound) [best, bestRound] = [i, round];
      });
      placed.set(entrantId, free[best]);
      free.splice(best, 1);
    }
  }
  const seeds: number[] = [];
  for (const [entrantId, seed] of placed) seeds[seed - 1] = entrantId;
  return seeds;
}
