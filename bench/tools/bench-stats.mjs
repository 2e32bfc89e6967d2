// Small statistics shared by the bench scripts.

/** Median of the finite values (the lower middle one for an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** The item whose `value` is the median (the lower middle one for an even count); null for an empty list. */
export function medianItem(items, value) {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
}

/** The list rotated by `by` places, so each round of an interleaved run starts somewhere else. */
export function rotate(list, by) {
  const shift = list.length ? by % list.length : 0;
  return [...list.slice(shift), ...list.slice(0, shift)];
}
