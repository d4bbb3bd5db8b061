/**
 * Example traces to try the tool without a file of one's own: input data,
 * written out here as a user's file would be (the engine reads them as it
 * reads any trace). Each shows one thing the policies are known for.
 */

/** A small generator of whole numbers, the same every time (Park–Miller). */
function seeded(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

/** Belady's string (1969): FIFO misses more with 4 frames than with 3. */
export function beladyTrace(): string {
  return [1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5].join('\n');
}

/**
 * A hot set and scans: 200 hot pages, most references to a few of them,
 * a write in ten, and after every 3,000 of them a sequential scan of the
 * same 1,000-page table (a report run again and again). LRU lets each
 * scan flush the hot set out of a pool smaller than the table; 2Q, ARC
 * and LRU-2 keep the hot pages.
 */
export function hotSetAndScans(): string {
  const rnd = seeded(7);
  const out: string[] = [];
  for (let round = 0; round < 12; round++) {
    for (let i = 0; i < 3000; i++) {
      const page = Math.floor(200 * rnd() ** 2);
      out.push(rnd() < 0.1 ? `${page} w` : `${page}`);
    }
    for (let p = 0; p < 1000; p++) out.push(`${1000 + p}`);
  }
  return out.join('\n');
}

/**
 * A loop over 501 pages, 60 times: a nested-loop join's inner table one
 * page larger than the pool. LRU, FIFO and CLOCK miss every reference
 * with 500 frames; OPT keeps most.
 */
export function loopPastThePool(): string {
  const out: string[] = [];
  for (let r = 0; r < 60; r++) for (let p = 0; p < 501; p++) out.push(`${p}`);
  return out.join('\n');
}
