import { offerCopy } from '@/content/intern-offer';
import { endPromotion, savePromotion } from '@/lib/offer/intern-actions';
import { promotionCodec, type OfferFormState } from '@/lib/offer/intern-forms';
import type { RecordForm } from '@/lib/offer/intern-view';
import { OfferForm } from './offer-form';
import { RemoveForm } from './remove-form';

const copy = offerCopy.promotion;

/** The promotion as a form with "Aktion beenden" beside it, or, without one, an empty form for a new one. */
export function PromotionView({ current, add }: { current: RecordForm | undefined; add: OfferFormState }) {
  return (
    <section aria-label={copy.legend} className="mt-8 rounded-card bg-white p-5 shadow-card sm:p-6">
      {current ? (
        <>
          <OfferForm id="aktion" legend={copy.legend} fields={promotionCodec.fields} initial={current.state} submit={savePromotion} button={copy.save} />
          <div className="mt-6 border-t border-line pt-4">
            <RemoveForm recordKey="promotion" version={Number(current.state.version)} label={copy.end} submit={endPromotion} tone="strong" />
          </div>
        </>
      ) : (
        <>
          <p className="mb-4 font-bold">{copy.none}</p>
          <OfferForm id="neue-aktion" legend={copy.addLegend} fields={promotionCodec.fields} initial={add} submit={savePromotion} button={copy.add} />
        </>
      )}
    </section>
  );
}
