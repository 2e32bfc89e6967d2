import { offerCopy } from '@/content/intern-offer';
import { savePosition } from '@/lib/offer/intern-actions';
import { positionCodec } from '@/lib/offer/intern-forms';
import type { OfferFormState } from '@/lib/offer/intern-forms';
import type { RecordForm } from '@/lib/offer/intern-view';
import { OfferForm } from './offer-form';

const copy = offerCopy.positions;

/** Every position, folded under its title and whether it is open, and a form for a new one. */
export function PositionsView({ positions, add }: { positions: readonly RecordForm[]; add: OfferFormState }) {
  return (
    <>
      <ul className="mt-8 space-y-3">
        {positions.map((position) => (
          <li key={position.key}>
            <OfferForm id={`stelle-${position.key}`} legend={position.legend} summary={position.summary} fields={positionCodec.fields} initial={position.state} submit={savePosition} button={copy.save} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="neue-stelle-heading" className="mt-10 rounded-card bg-white p-5 shadow-card sm:p-6">
        <h2 id="neue-stelle-heading" className="sr-only">
          {copy.addLegend}
        </h2>
        <OfferForm id="neue-stelle" legend={copy.addLegend} fields={positionCodec.fields} initial={add} submit={savePosition} button={copy.add} />
      </section>
    </>
  );
}
