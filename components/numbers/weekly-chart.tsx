import { numbersCopy as copy } from '@/content/numbers';
import { axisTicks, labelEvery, niceCeiling, scaled } from '@/lib/numbers/chart-scale';
import { formatCount } from '@/lib/numbers/format';

/** One series of the weekly chart: its name and a value per week. */
export interface WeeklySeries {
  label: string;
  values: readonly number[];
}

// User units of the viewBox (see bar-chart.tsx): 320 wide.
const WIDTH = 320;
const LEFT = 36;
const RIGHT = 4;
const LEGEND = 24;
const PLOT = 84;
const GAP = 18;
const PANEL = LEGEND + PLOT + GAP;
const AXIS = 22;
// Numbers above the columns while they fit; beyond that the table beside the chart has them.
const MAX_VALUE_LABELS = 10;

/**
 * The weeks of a period as two panels of columns on one time axis: the first series solid, the second hatched, each
 * panel with its own scale (arrivals run to hundreds, trial signups to a few: on one scale the second would vanish),
 * each named in words above it. Drawn on the server; role="img" with <title> and <desc>, the table beside it exact.
 */
export function WeeklyChart({
  id,
  title,
  description,
  weeks,
  series,
}: {
  id: string;
  title: string;
  description: string;
  /** Each week's label on the time axis (its Monday, "04.01."). */
  weeks: readonly string[];
  series: readonly [WeeklySeries, WeeklySeries];
}) {
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, weeks.length);
  const column = Math.max(1, Math.min(28, slot * 0.7));
  const every = labelEvery(weeks.length, 6);
  const withValues = weeks.length <= MAX_VALUE_LABELS;
  const height = 2 * PANEL + AXIS - GAP;
  const hatch = `${id}-hatch`;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full"
      fontSize="12"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{weeks.length === 0 ? copy.charts.empty : description}</desc>
      <defs>
        {/* Stripes as well as a colour: the two series differ for anyone who cannot tell teal from purple. */}
        <pattern id={hatch} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
          <rect width="6" height="6" className="fill-white" />
          <rect width="3" height="6" className="fill-teal-dark" />
        </pattern>
      </defs>
      {series.map((one, s) => {
        const y0 = s * PANEL;
        const plotTop = y0 + LEGEND + (withValues ? 14 : 0);
        const plotHeight = y0 + LEGEND + PLOT - plotTop;
        const base = y0 + LEGEND + PLOT;
        const top = niceCeiling(Math.max(0, ...one.values));
        const fill = s === 0 ? 'fill-primary' : undefined;
        return (
          <g key={one.label} data-series={one.label}>
            <rect x="0" y={y0 + 4} width="12" height="12" rx="2" className={s === 0 ? 'fill-primary' : 'stroke-teal-dark'} fill={s === 0 ? undefined : `url(#${hatch})`} />
            <text x="18" y={y0 + 15} className="fill-ink" fontWeight="700" fontSize="13">
              {one.label}
            </text>
            {axisTicks(top).map((tick) => {
              const y = base - (tick / top) * plotHeight;
              return (
                <g key={tick}>
                  <line x1={LEFT} x2={WIDTH - RIGHT} y1={y} y2={y} strokeWidth="1" className={tick === 0 ? 'stroke-ink-soft' : 'stroke-line'} />
                  <text x={LEFT - 6} y={y + 4} textAnchor="end" className="fill-ink-soft" fontSize="12">
                    {formatCount(tick)}
                  </text>
                </g>
              );
            })}
            {one.values.map((value, w) => {
              const length = scaled(value, top, plotHeight);
              const x = LEFT + w * slot + (slot - column) / 2;
              return (
                <g key={w}>
                  {length > 0 && (
                    <rect
                      x={x}
                      y={base - length}
                      width={column}
                      height={length}
                      className={fill ?? 'stroke-teal-dark'}
                      fill={fill ? undefined : `url(#${hatch})`}
                      strokeWidth={fill ? undefined : 1}
                    />
                  )}
                  {withValues && (
                    <text x={x + column / 2} y={base - length - 4} textAnchor="middle" className="fill-ink" fontSize="12">
                      {formatCount(value)}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
      {weeks.map((week, w) =>
        w % every === 0 ? (
          <text key={week} x={LEFT + w * slot + slot / 2} y={height - 6} textAnchor="middle" className="fill-ink-soft" fontSize="12">
            {week}
          </text>
        ) : null,
      )}
    </svg>
  );
}
