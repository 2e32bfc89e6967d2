import { numbersCopy as copy } from '@/content/numbers';
import { scaled, shortened } from '@/lib/numbers/chart-scale';

/** One bar: what it is, its value (null: no data yet, drawn as an empty dashed frame, never as 0) and its number as text. */
export interface ChartBar {
  label: string;
  value: number | null;
  /** The number as the table shows it, with a rate where there is one: "14 · 17,5 %". */
  text: string;
}

// User units of the viewBox: 320 wide draws them about 1:1 on a 390 px phone, and a little larger beside a table.
const WIDTH = 320;
const LABEL = 18;
const BAR = 20;
const ROW = LABEL + BAR + 14;
// Room right of the longest bar for its number.
const TEXT_ROOM = 112;
const PLOT = WIDTH - TEXT_ROOM;
const LABEL_CHARS = 44;
// The frame of a bar without data: as wide as its words, so it never looks like a large number.
const NO_DATA = 132;

/**
 * Horizontal bars, each with its label above it and its number after it, drawn on the server: no script, readable at
 * any width (viewBox). role="img" named by its <title> and summarised by its <desc>; the table beside it has the
 * exact numbers. One colour for all bars: the labels, not the colour, say which bar is which.
 */
export function BarChart({ id, title, description, bars }: { id: string; title: string; description: string; bars: readonly ChartBar[] }) {
  // No axis to read off, so the longest bar is the largest value and fills the width.
  const top = Math.max(0, ...bars.map((bar) => bar.value ?? 0));
  const height = bars.length === 0 ? 40 : bars.length * ROW - 10;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full"
      fontSize="13"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{bars.length === 0 ? copy.charts.empty : description}</desc>
      {bars.length === 0 ? (
        <text x="0" y="24" className="fill-ink-soft">
          {copy.charts.empty}
        </text>
      ) : (
        bars.map((bar, i) => {
          const y = i * ROW;
          const length = bar.value === null ? 0 : scaled(bar.value, top, PLOT);
          return (
            <g key={`${bar.label}-${i}`} data-bar={bar.label}>
              <text x="0" y={y + 13} className="fill-ink" fontWeight="700">
                {shortened(bar.label, LABEL_CHARS)}
              </text>
              {bar.value === null ? (
                <>
                  <rect x="0.5" y={y + LABEL + 0.5} width={NO_DATA} height={BAR - 1} rx="3" fill="none" strokeDasharray="4 3" className="stroke-ink-soft" />
                  <text x="8" y={y + LABEL + 14} className="fill-ink-soft">
                    {copy.dash} {copy.noData}
                  </text>
                </>
              ) : (
                <>
                  {length > 0 && <rect x="0" y={y + LABEL} width={length} height={BAR} rx="3" className="fill-primary" />}
                  <text x={length + 6} y={y + LABEL + 14} className="fill-ink">
                    {bar.text}
                  </text>
                </>
              )}
            </g>
          );
        })
      )}
    </svg>
  );
}
