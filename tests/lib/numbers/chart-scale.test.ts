import { axisTicks, labelEvery, niceCeiling, scaled, shortened } from '@/lib/numbers/chart-scale';

describe('the charts’ scales', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [0.4, 0.5],
    [1, 1],
    [3, 5],
    [5, 5],
    [7, 10],
    [12, 20],
    [80, 100],
    [101, 200],
    [999, 1000],
    [1000, 1000],
    [1001, 2000],
    [4321, 5000],
  ])('end at a round number: %d → %d', (max, top) => {
    expect(niceCeiling(max)).toBe(top);
  });

  it.each([
    [1, [0, 1]],
    [2, [0, 1, 2]],
    [5, [0, 5]],
    [10, [0, 5, 10]],
    [0.5, [0, 0.5]],
  ])('mark 0, a whole middle and the top: %d → %j', (top, ticks) => {
    expect(axisTicks(top)).toEqual(ticks);
  });

  it('show every label that fits, else every n-th', () => {
    expect(labelEvery(4, 6)).toBe(1);
    expect(labelEvery(6, 6)).toBe(1);
    expect(labelEvery(7, 6)).toBe(2);
    expect(labelEvery(53, 6)).toBe(9);
    expect(labelEvery(0, 6)).toBe(1);
  });

  it('scale a value to a length, keep a positive one visible and never draw 0 or past the end', () => {
    expect(scaled(50, 100, 200)).toBe(100);
    expect(scaled(100, 100, 200)).toBe(200);
    expect(scaled(0.1, 100, 200)).toBe(2);
    expect(scaled(0, 100, 200)).toBe(0);
    expect(scaled(150, 100, 200)).toBe(200);
  });

  it('cut a long label with an ellipsis', () => {
    expect(shortened('/faq', 10)).toBe('/faq');
    expect(shortened('/ferienkurse/internet-fuehrerschein', 12)).toBe('/ferienkurs…');
    expect(shortened('/ferienkurse/internet-fuehrerschein', 12)).toHaveLength(12);
  });
});
