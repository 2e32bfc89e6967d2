// The arithmetic of the numbers' charts (components/numbers/), apart from their markup so it is tested on its own.

/** The top of a chart's axis: the smallest 1, 2 or 5 times a power of ten that is at least `max` (1 when everything is 0). */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  // 10 as the last step: where log10 rounds down (1000 → 2.999…), the magnitude is a tenth too small.
  for (const step of [1, 2, 5]) if (step * magnitude >= max) return step * magnitude;
  return 10 * magnitude;
}

/** The values an axis with this top marks: 0, the middle when it is a whole number, and the top. */
export function axisTicks(top: number): number[] {
  const middle = top / 2;
  return Number.isInteger(middle) && middle > 0 ? [0, middle, top] : [0, top];
}

/** Every how many-th of `count` labels to show so that at most `room` fit side by side (1: all). */
export function labelEvery(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, room)));
}

/** The length of `value` on a scale of `length` for `top`: a positive value never vanishes (at least `min`). */
export function scaled(value: number, top: number, length: number, min = 2): number {
  if (value <= 0 || top <= 0) return 0;
  return Math.max(min, Math.min(length, (value / top) * length));
}

/** A label cut to `max` characters with an ellipsis: a chart has no room to wrap; the table beside it has the whole. */
export function shortened(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`;
}
