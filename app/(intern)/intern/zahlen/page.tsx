import type { Metadata } from 'next';
import { MonthSumsTable } from '@/components/billing/month-sums';
import { NumbersReport } from '@/components/numbers/numbers-report';
import { PeriodForm } from '@/components/numbers/period-form';
import { Container } from '@/components/ui/container';
import { numbersCopy as copy } from '@/content/numbers';
import { requireStaff } from '@/lib/auth/session';
import { funnelReport } from '@/lib/numbers/funnel';
import { germanDate } from '@/lib/numbers/format';
import { periodQuery } from '@/lib/numbers/period-query';
import { deliveryService } from '@/lib/outbox/service';

export const metadata: Metadata = { title: copy.title };

/** The cookieless numbers of a period (issue 49): the funnel, the weeks, sources, landing pages, trials, as charts and tables. */
export default async function NumbersPage({ searchParams }: PageProps<'/intern/zahlen'>) {
  await requireStaff();
  const query = periodQuery(await searchParams, new Date());
  const service = 'period' in query ? await deliveryService() : undefined;
  const db = service?.db;
  const report = db && 'period' in query ? await funnelReport(db, query.period) : undefined;
  const sums = service?.billing && 'period' in query ? await service.billing.monthSums(query.period.from, query.period.to) : undefined;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      <PeriodForm input={query.input} problem={'problem' in query ? query.problem : undefined} />
      {'period' in query && (
        <p className="mt-6 text-lg font-bold">{copy.period.shown(germanDate(query.period.from), germanDate(query.period.to))}</p>
      )}
      {'period' in query && !report && <p className="mt-4 font-bold">{copy.unavailable}</p>}
      {sums && <MonthSumsTable sums={sums} />}
      {report && <NumbersReport report={report} />}
    </Container>
  );
}
