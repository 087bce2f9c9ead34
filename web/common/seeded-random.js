// A small deterministic random source (mulberry32): the same seed gives the same numbers in every
// browser and in Node, so a drawn scene looks the same on every visit and a test's random boards
// can be named by their seed and run again.

/** @param {number} seed @returns {() => number} numbers in [0, 1) */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
