import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { declarationCopy, declarationPageCopy } from '@/content/membership';
import { failureDetail } from '@/lib/email/send';
import type { ReceiptPage } from '@/lib/membership/receipt-page';
import { PrintButton } from './print-button';

/**
 * The confirmation of a withdrawal or cancellation (§ 356a, § 312k Abs. 4 BGB): what was received, the date and time
 * of receipt, and what follows, in a page the family can print or save; the same words as its mail.
 */
export function DeclarationReceipt({ kind, page }: { kind: 'withdrawal' | 'cancellation'; page: ReceiptPage }) {
  const crumbs = [{ name: declarationPageCopy[kind].title, href: kind === 'withdrawal' ? '/vertrag-widerrufen' : '/vertraege-kuendigen' }, { name: declarationPageCopy.receiptTitle[kind] }] as const;
  if (page.state !== 'shown') {
    const text = page.state === 'invalid' ? declarationPageCopy.invalidLink.text : page.state === 'too-many' ? failureDetail(429) : declarationPageCopy.unavailable;
    return <PageHeader crumbs={[...crumbs]} title={page.state === 'invalid' ? declarationPageCopy.invalidLink.title : declarationPageCopy.receiptTitle[kind]} intro={<p>{text}</p>} />;
  }
  const { view } = page;
  return (
    <>
      <PageHeader crumbs={[...crumbs]} title={view.heading} intro={<p className="font-bold text-ink">{view.received}</p>} />
      <Container className="pb-16">
        <section aria-labelledby="erklaerung" className="max-w-3xl rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <h2 id="erklaerung" className="text-xl font-extrabold">
            {declarationCopy.declared}
          </h2>
          <dl className="mt-4 divide-y divide-line">
            {view.rows.map(([label, value]) => (
              <div key={label} className="py-2 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-4">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="font-bold [overflow-wrap:anywhere] whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 space-y-3 rounded-xl bg-primary-tint p-4">
            {view.outcome.map((text) => (
              <p key={text} className="font-bold">
                {text}
              </p>
            ))}
          </div>
        </section>
        <div className="mt-6 max-w-3xl space-y-4">
          <p>{page.mailed ? declarationCopy.mailed(page.email) : declarationCopy.notMailed}</p>
          <p className="text-ink-soft">{declarationCopy.keep}</p>
          <PrintButton label={declarationPageCopy.print} />
        </div>
      </Container>
    </>
  );
}
