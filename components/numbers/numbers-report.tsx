import type { ReactNode } from 'react';
import { numbersCopy as copy, type NumbersTableId } from '@/content/numbers';
import { formatCount, formatRate, germanDate, shortDate } from '@/lib/numbers/format';
import type { FunnelReport } from '@/lib/numbers/funnel';
import { periodSearch } from '@/lib/numbers/period-query';
import { numbersTables, sourceLabel, type NumbersTable as Table } from '@/lib/numbers/tables';
import { cn } from '@/lib/ui/class-names';
import { BarChart, type ChartBar } from './bar-chart';
import { NumbersTable } from './numbers-table';
import { WeeklyChart } from './weekly-chart';

/** A table alone is no wider than its columns need: a count's digits stay near its name. */
const WIDTH_BY_COLUMNS: Record<number, string> = { 2: 'max-w-xl', 3: 'max-w-2xl', 4: 'max-w-2xl' };
const WIDE = 'max-w-4xl';

/** Landing pages in the chart; the table lists all of them. */
const LANDING_BARS = 10;

/** A count with its rate, as a bar's text and in a chart's summary: "14 · 17,5 %". */
const countWithRate = (count: number, rate: number | null) => (rate === null ? formatCount(count) : `${formatCount(count)} · ${formatRate(rate)}`);

/** A chart's <desc>: each bar in words, then where the exact numbers are. */
const describe = (bars: readonly ChartBar[]) =>
  `${bars.map((bar) => `${bar.label}: ${bar.value === null ? copy.noData : bar.text}`).join('; ')}. ${copy.charts.seeTable}`;

function funnelChart(report: FunnelReport): ReactNode {
  const bars = report.steps.map((step) => ({ label: copy.steps[step.step], value: step.count, text: step.count === null ? copy.noData : countWithRate(step.count, step.rate) }));
  return <BarChart id="funnel-chart" title={copy.charts.funnel} description={describe(bars)} bars={bars} />;
}

function weeksChart(report: FunnelReport): ReactNode {
  const arrivals = report.weeks.map((week) => week.arrivals);
  const signups = report.weeks.map((week) => week.trialSignups);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const busiest = report.weeks.reduce<(typeof report.weeks)[number] | undefined>((best, week) => (!best || week.arrivals > best.arrivals ? week : best), undefined);
  const description = [
    `${report.weeks.length} ${report.weeks.length === 1 ? 'Woche' : 'Wochen'} ab ${germanDate(report.weeks[0]?.week ?? report.period.from)}.`,
    `${copy.tables.weeks.columns[1]}: zusammen ${formatCount(sum(arrivals))}, die meisten in der ${copy.charts.weekFrom(germanDate(busiest?.week ?? report.period.from))} (${formatCount(busiest?.arrivals ?? 0)}).`,
    `${copy.tables.weeks.columns[2]}: zusammen ${formatCount(sum(signups))}, höchstens ${formatCount(Math.max(0, ...signups))} in einer Woche.`,
    copy.charts.seeTable,
  ].join(' ');
  return (
    <WeeklyChart
      id="weeks-chart"
      title={copy.charts.weeks}
      description={description}
      weeks={report.weeks.map((week) => shortDate(week.week))}
      series={[
        { label: copy.tables.weeks.columns[1], values: arrivals },
        { label: copy.tables.weeks.columns[2], values: signups },
      ]}
    />
  );
}

function sharesChart(id: string, title: string, rows: readonly { label: string; views: number }[], arrivals: number): ReactNode {
  const bars = rows.map((row) => ({ label: row.label, value: row.views, text: countWithRate(row.views, arrivals > 0 ? row.views / arrivals : null) }));
  return <BarChart id={id} title={title} description={describe(bars)} bars={bars} />;
}

/** A section of the page: its heading and what it shows, the chart (if it has one) beside its table. */
function Section({ table, csvHref, chart }: { table: Table; csvHref: string; chart?: ReactNode }) {
  return (
    <section aria-labelledby={`${table.id}-heading`} className="mt-12">
      <h2 id={`${table.id}-heading`} className="text-2xl font-extrabold text-balance">
        {table.title}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{table.intro}</p>
      <div className={cn('mt-4 grid gap-6', chart ? 'lg:grid-cols-[26rem_minmax(0,1fr)] lg:items-start' : (WIDTH_BY_COLUMNS[table.columns.length] ?? WIDE))}>
        {chart && <div className="rounded-card bg-white p-4 shadow-card sm:p-5">{chart}</div>}
        <NumbersTable table={table} csvHref={csvHref} />
      </div>
    </section>
  );
}

/**
 * The numbers of a period as /intern/zahlen shows them: the totals at a glance, then each table of
 * lib/numbers/tables.ts in its order, the funnel, the weeks, the sources and the landing pages each with a chart
 * beside it; at the end the page views as CSV. Server-rendered throughout: the charts are SVG, no script.
 */
export function NumbersReport({ report }: { report: FunnelReport }) {
  const search = periodSearch(report.period);
  const csvHref = (file: string) => `/intern/zahlen/${file}.csv${search}`;
  const signups = report.steps.find((step) => step.step === 'trialSignups');
  const charts: Partial<Record<NumbersTableId, ReactNode>> = {
    funnel: funnelChart(report),
    weeks: weeksChart(report),
    sources: sharesChart(
      'sources-chart',
      copy.charts.sources,
      report.arrivalsBySource.map((row) => ({ label: sourceLabel(row.source), views: row.views })),
      report.arrivals,
    ),
    landing: sharesChart(
      'landing-chart',
      copy.charts.landing(Math.min(LANDING_BARS, report.arrivalsByLanding.length)),
      report.arrivalsByLanding.slice(0, LANDING_BARS).map((row) => ({ label: row.route, views: row.views })),
      report.arrivals,
    ),
  };
  const glance = [
    [copy.summary.views, formatCount(report.views)],
    [copy.summary.arrivals, formatCount(report.arrivals)],
    [copy.summary.signups, formatCount(report.trials.signups)],
    [copy.summary.signupRate, signups?.rate == null ? copy.dash : formatRate(signups.rate)],
  ] as const;
  return (
    <>
      <section aria-labelledby="glance-heading" className="mt-10">
        <h2 id="glance-heading" className="sr-only">
          {copy.summary.label}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {glance.map(([term, value]) => (
            <div key={term} className="rounded-card bg-white p-4 shadow-card">
              <dt className="text-sm text-ink-soft">{term}</dt>
              <dd className="mt-1 text-2xl font-extrabold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {numbersTables(report).map((table) => (
        <Section key={table.id} table={table} csvHref={csvHref(table.file)} chart={charts[table.id]} />
      ))}
      <section aria-labelledby="page-views-heading" className="mt-12">
        <h2 id="page-views-heading" className="text-2xl font-extrabold">
          {copy.pageViews.heading}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.pageViews.text}</p>
        <p className="mt-3">
          <a href={csvHref(copy.pageViews.file)} download className="text-link">
            {copy.pageViews.link}
          </a>
        </p>
      </section>
    </>
  );
}
