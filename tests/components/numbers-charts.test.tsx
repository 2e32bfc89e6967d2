import { render, screen, within } from '@testing-library/react';
import { BarChart } from '@/components/numbers/bar-chart';
import { WeeklyChart } from '@/components/numbers/weekly-chart';

const widthOf = (element: Element | null) => Number(element?.getAttribute('width'));
const heightOf = (element: Element | null) => Number(element?.getAttribute('height'));
/** The bar (the filled rectangle) of the bar labelled `label`. */
const barOf = (chart: HTMLElement, label: string) => chart.querySelector(`[data-bar="${label}"] rect.fill-primary`);

describe('BarChart', () => {
  const bars = [
    { label: 'Ankünfte auf der Website', value: 80, text: '80' },
    { label: 'Probestunde angemeldet', value: 14, text: '14 · 17,5 %' },
    { label: 'Zur Probestunde gekommen', value: 0, text: '0 · 0,0 %' },
    { label: 'Kurs gebucht nach der Probestunde', value: null, text: 'noch keine Daten' },
  ];

  it('is an image named by its title and summarised by its description', () => {
    render(<BarChart id="funnel" title="Trichter als Balken" description="80 Ankünfte, 14 angemeldet." bars={bars} />);
    const chart = screen.getByRole('img', { name: 'Trichter als Balken' });
    expect(chart).toHaveAccessibleDescription('80 Ankünfte, 14 angemeldet.');
    expect(chart.getAttribute('viewBox')).toMatch(/^0 0 320 \d+$/);
  });

  it('draws each bar to scale, the largest across the width, with its label and number', () => {
    render(<BarChart id="funnel" title="Trichter" description="…" bars={bars} />);
    const chart = screen.getByRole('img', { name: 'Trichter' });
    // The largest value fills the 208 units left of the numbers' room: 80 → 208, 14 → 36.4.
    expect(widthOf(barOf(chart, 'Ankünfte auf der Website'))).toBeCloseTo(208);
    expect(widthOf(barOf(chart, 'Probestunde angemeldet'))).toBeCloseTo(36.4);
    for (const bar of bars) expect(within(chart).getByText(bar.label)).toBeInTheDocument();
    expect(within(chart).getByText('14 · 17,5 %')).toBeInTheDocument();
  });

  it('draws no bar for 0 but says 0, and for no data an empty dashed frame that says so, never 0', () => {
    render(<BarChart id="funnel" title="Trichter" description="…" bars={bars} />);
    const chart = screen.getByRole('img', { name: 'Trichter' });
    expect(barOf(chart, 'Zur Probestunde gekommen')).toBeNull();
    expect(within(chart).getByText('0 · 0,0 %')).toBeInTheDocument();
    const missing = chart.querySelector('[data-bar="Kurs gebucht nach der Probestunde"]')!;
    expect(missing.querySelector('rect.fill-primary')).toBeNull();
    expect(missing.querySelector('rect')).toHaveAttribute('stroke-dasharray');
    expect(missing.textContent).toContain('– noch keine Daten');
    expect(missing.textContent).not.toMatch(/\b0\b/);
  });

  it('cuts a long label, keeping the whole one for the table', () => {
    const long = '/ferienkurse/internet-fuehrerschein-fuer-kinder-und-jugendliche';
    render(<BarChart id="landing" title="Einstiegsseiten" description="…" bars={[{ label: long, value: 3, text: '3' }]} />);
    expect(screen.getByText(`${long.slice(0, 43)}…`)).toBeInTheDocument();
  });

  it('says that there is nothing, in the picture and its description', () => {
    render(<BarChart id="sources" title="Herkunft" description="nie gezeigt" bars={[]} />);
    const chart = screen.getByRole('img', { name: 'Herkunft' });
    expect(chart).toHaveAccessibleDescription('Keine Daten im Zeitraum.');
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
  });
});

describe('WeeklyChart', () => {
  const renderWeeks = (weeks: string[], arrivals: number[], signups: number[]) =>
    render(
      <WeeklyChart
        id="weeks"
        title="Ankünfte und Anmeldungen je Woche"
        description="3 Wochen ab 04.01.2027."
        weeks={weeks}
        series={[
          { label: 'Ankünfte', values: arrivals },
          { label: 'Probestunden angemeldet', values: signups },
        ]}
      />,
    );
  const panel = (chart: HTMLElement, label: string) => chart.querySelector(`[data-series="${label}"]`) as HTMLElement;
  const columns = (chart: HTMLElement, label: string) => [...panel(chart, label).querySelectorAll('rect[height]')].slice(1);

  it('is an image named by its title and summarised by its description', () => {
    renderWeeks(['04.01.', '11.01.', '18.01.'], [50, 26, 4], [12, 2, 0]);
    expect(screen.getByRole('img', { name: 'Ankünfte und Anmeldungen je Woche' })).toHaveAccessibleDescription('3 Wochen ab 04.01.2027.');
  });

  it('gives each series a panel of its own, named in words, on its own round scale', () => {
    renderWeeks(['04.01.', '11.01.', '18.01.'], [50, 26, 4], [12, 2, 0]);
    const chart = screen.getByRole('img');
    const arrivals = panel(chart, 'Ankünfte');
    const signups = panel(chart, 'Probestunden angemeldet');
    expect(within(arrivals).getByText('Ankünfte')).toBeInTheDocument();
    expect(within(signups).getByText('Probestunden angemeldet')).toBeInTheDocument();
    // Ticks: 0, 25, 50 for arrivals; 0, 10, 20 for signups (12 rounded up to 20).
    for (const tick of ['25', '50']) expect(within(arrivals).getAllByText(tick).length).toBeGreaterThan(0);
    for (const tick of ['10', '20']) expect(within(signups).getByText(tick)).toBeInTheDocument();
    // 50 of 50 fills the panel's 70 units (84 less the room for the numbers); 26 of 50 is 36.4.
    const [first, second] = columns(chart, 'Ankünfte');
    expect(heightOf(first!)).toBeCloseTo(70);
    expect(heightOf(second!)).toBeCloseTo(36.4);
    // Signups: 12 of 20, 2 of 20, none for 0.
    expect(columns(chart, 'Probestunden angemeldet').map(heightOf)).toEqual([42, 7]);
  });

  it('tells the series apart by pattern as well as colour, and labels the weeks and each column’s number', () => {
    renderWeeks(['04.01.', '11.01.', '18.01.'], [50, 26, 4], [12, 2, 0]);
    const chart = screen.getByRole('img');
    expect(chart.querySelector('pattern#weeks-hatch')).not.toBeNull();
    expect(columns(chart, 'Probestunden angemeldet').every((column) => column.getAttribute('fill') === 'url(#weeks-hatch)')).toBe(true);
    expect(columns(chart, 'Ankünfte').every((column) => column.classList.contains('fill-primary'))).toBe(true);
    for (const week of ['04.01.', '11.01.', '18.01.']) expect(within(chart).getByText(week)).toBeInTheDocument();
    for (const value of ['26', '4', '12']) expect(within(panel(chart, value === '12' ? 'Probestunden angemeldet' : 'Ankünfte')).getByText(value)).toBeInTheDocument();
  });

  it('over a year labels every few weeks and leaves the numbers to the table', () => {
    const weeks = Array.from({ length: 53 }, (_, i) => `W${i}`);
    renderWeeks(weeks, weeks.map((_, i) => i), weeks.map(() => 1));
    const chart = screen.getByRole('img');
    expect(within(chart).getByText('W0')).toBeInTheDocument();
    expect(within(chart).getByText('W9')).toBeInTheDocument();
    expect(within(chart).queryByText('W1')).toBeNull();
    expect(within(panel(chart, 'Ankünfte')).queryByText('52')).toBeNull();
  });

  it('draws an empty period as empty panels with zero on the axis', () => {
    renderWeeks(['04.01.'], [0], [0]);
    const chart = screen.getByRole('img');
    expect(columns(chart, 'Ankünfte')).toHaveLength(0);
    expect(within(panel(chart, 'Ankünfte')).getAllByText('0').length).toBeGreaterThan(0);
  });
});
