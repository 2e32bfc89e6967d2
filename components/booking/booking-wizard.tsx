'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link';
import { bookingCopy, countryOptions, experienceOptions, paymentOptions, salutationOptions } from '@/content/booking';
import { bookingIntro } from '@/content/booking-intro';
import type { BookingCatalog } from '@/lib/booking/catalog';
import { clearBookingDraft, readBookingDraft, saveBookingDraft } from '@/lib/booking/draft';
import { ageFit } from '@/lib/booking/age-fit';
import { bookingAnswer } from '@/lib/booking/answer';
import { bookingTemplateParams, selectionErrors, type SelectionErrors } from '@/lib/booking/params';
import { startMonths } from '@/lib/booking/schedule';
import { resetBookingSelection, updateBookingSelection, type BookingSelection } from '@/lib/booking/selection';
import { TRIAL_ORIGIN_PARAM, trialOriginOf } from '@/lib/booking/trial-origin';
import { useBookingSelection } from '@/lib/booking/use-booking-selection';
import { readConsent, subscribeConsent } from '@/lib/choices/consent';
import { sendTemplate } from '@/lib/email/send';
import { SendError } from '@/components/forms/send-error';
import { useClientValue } from '@/lib/hooks/use-client-value';
import { cn } from '@/lib/ui/class-names';
import { BOOKING_LABELS as L, EMPTY_BOOKING, type BookingField, type BookingFormData } from '@/lib/booking/form-data';
import type { FieldErrors } from '@/lib/validation/booking';
import { BookingConfirmation } from './booking-confirmation';
import { BookingSummary } from './booking-summary';
import { CheckboxField, fieldId, NOTE_CLASSES, RadioGroup, SelectField, TextField } from './fields';
import { SelectionPanel } from './selection-panel';
import { StepIndicator } from './step-indicator';
import { focusInView } from '@/lib/ui/focus';
import { PhoneLink } from '@/components/ui/contact-links';

const LAST_STEP = bookingIntro.steps.length - 1;

/** The zod rules load after the page (and at the latest on the first 'Weiter'), keeping zod out of the first load. */
const loadValidation = () => import('@/lib/validation/booking');

function without<K extends string>(errors: Partial<Record<K, string>>, keys: readonly K[]): Partial<Record<K, string>> {
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
}

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'error'; detail: string } | { state: 'done'; params: Record<string, string>; number?: string; mailed: boolean };

/** What the page says about this deployment, read at build: whether a direct debit is offered (SEPA_CREDITOR_ID), with its mandate text. */
export interface BookingSetup {
  sepa: boolean;
  sepaMandate: string;
}

/**
 * Applies '?paket=12m' and '?kurs=3' from the links on /preise and the course pages, then drops them from the URL.
 * The recommendation after a trial lesson adds '&probestunde=<token>': returned, so the booking names that trial.
 */
function applyLinkedChoice(catalog: BookingCatalog): string | undefined {
  const query = new URLSearchParams(window.location.search);
  const packageId = query.get('paket');
  const courseId = Number(query.get('kurs'));
  const patch: Partial<BookingSelection> = {};
  if (catalog.packages.some((p) => p.id === packageId)) patch.packageId = packageId;
  if (catalog.courses.some((c) => c.id === courseId)) patch.courseId = courseId;
  if (Object.keys(patch).length > 0) updateBookingSelection(patch);
  if (query.has('paket') || query.has('kurs') || query.has(TRIAL_ORIGIN_PARAM)) window.history.replaceState(null, '', window.location.pathname);
  return trialOriginOf(query.get(TRIAL_ORIGIN_PARAM));
}

/** The booking wizard of /booking (issue 6): five steps, a draft that survives reloads, and a real booking at the end. */
export function BookingWizard({ catalog, setup }: { catalog: BookingCatalog; setup: BookingSetup }) {
  const payments = setup.sepa ? paymentOptions : paymentOptions.filter((option) => option.value !== 'sepa');
  const selection = useBookingSelection();
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  const monthKeys = useClientValue(() => startMonths(new Date()).join(','), '');
  const months = monthKeys ? monthKeys.split(',') : [];
  const [values, setValues] = useState<BookingFormData>(EMPTY_BOOKING);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [selectionErrs, setSelectionErrs] = useState<SelectionErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // The trial lesson this booking comes from (the recommendation's link): kept with the draft, sent with the booking.
  const [trialOrigin, setTrialOrigin] = useState<string | undefined>(undefined);
  const focusTarget = useRef<string | null>(null);
  const sending = useRef(false);

  useEffect(() => {
    const draft = readBookingDraft();
    // Restoring the stored draft can only happen in the browser, after the server HTML has hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft.data);
    if (draft) setStep(draft.step);
    const linked = applyLinkedChoice(catalog);
    setTrialOrigin(linked ?? draft?.trialOrigin);
    // The link's token leaves the address bar at once: stored now, a reload before the first keystroke keeps it.
    if (linked && readConsent() !== 'declined') saveBookingDraft({ data: draft?.data ?? EMPTY_BOOKING, step: draft?.step ?? 0, trialOrigin: linked });
    void loadValidation();
  }, [catalog]);

  useEffect(() => {
    const id = focusTarget.current;
    if (!id) return;
    focusTarget.current = null;
    focusInView(document.getElementById(id));
  });

  const save = (data: BookingFormData, nextStep: number) => {
    // After 'Ablehnen' the values stay on screen but are no longer stored.
    if (consent !== 'declined') saveBookingDraft({ data, step: nextStep, ...(trialOrigin ? { trialOrigin } : {}) });
  };

  const goTo = (next: number, focusId = 'booking-step-title') => {
    setStep(next);
    save(values, next);
    focusTarget.current = focusId;
  };

  const change = <K extends BookingField>(field: K, value: BookingFormData[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    save(next, step);
    // A field's error clears once it is edited; a new payment method or country also clears what depends on it.
    const cleared: BookingField[] = [field];
    if (field === 'paymentMethod') cleared.push('accountHolder', 'iban');
    if (field === 'country') cleared.push('postalCode');
    if (cleared.some((name) => errors[name])) setErrors((current) => without(current, cleared));
    if (status.state === 'error') setStatus({ state: 'idle' });
  };

  const changeSelection = (patch: Partial<BookingSelection>) => {
    updateBookingSelection(patch);
    setSelectionErrs((current) => without(current, Object.keys(patch) as (keyof SelectionErrors)[]));
  };

  const edit = (target: number) => {
    if (target >= 0) return goTo(target);
    focusInView(document.getElementById(fieldId('packageId')));
  };

  const showErrors = (found: FieldErrors, atStep: number) => {
    setErrors(found);
    goTo(atStep, fieldId(Object.keys(found)[0] ?? 'step-title'));
  };

  const next = async () => {
    const { stepErrors } = await loadValidation();
    const found = stepErrors(step, values);
    if (Object.keys(found).length > 0) return showErrors(found, step);
    setErrors({});
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const book = async () => {
    // One booking however often the button is pressed (double click, Enter held down).
    if (sending.current) return;
    sending.current = true;
    try {
      const missing = selectionErrors(selection, catalog, months);
      if (Object.keys(missing).length > 0) {
        setSelectionErrs(missing);
        focusTarget.current = fieldId(Object.keys(missing)[0] ?? 'packageId');
        return;
      }
      const { parseBooking, stepErrors } = await loadValidation();
      for (let index = 0; index <= LAST_STEP; index += 1) {
        const found = stepErrors(index, values);
        if (Object.keys(found).length > 0) return showErrors(found, index);
      }
      const parsed = parseBooking(values);
      if (!parsed) return;
      setStatus({ state: 'sending' });
      const params = bookingTemplateParams(parsed, selection, catalog, trialOrigin);
      const result = await sendTemplate('booking', params);
      if (!result.ok) {
        setStatus({ state: 'error', detail: result.detail });
        return;
      }
      // Only a confirmed booking clears the draft and the selection.
      clearBookingDraft();
      resetBookingSelection();
      setValues(EMPTY_BOOKING);
      setStep(0);
      setTrialOrigin(undefined);
      const { number, mailed } = bookingAnswer(result.text);
      setStatus({ state: 'done', params, mailed, ...(number ? { number } : {}) });
      focusTarget.current = 'booking-confirmation-title';
    } finally {
      sending.current = false;
    }
  };

  if (status.state === 'done') return <BookingConfirmation params={status.params} number={status.number} receiptByMail={status.mailed} />;

  const field = (name: Exclude<BookingField, 'termsAccepted' | 'privacyAccepted'>) => ({
    name,
    label: L[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  });
  const current = bookingIntro.steps[step] ?? bookingIntro.steps[0];
  const canBook = values.termsAccepted && values.privacyAccepted && status.state !== 'sending';
  const overviewParams = bookingTemplateParams(values, selection, catalog);
  const fit = ageFit(values.studentAge, catalog.courses.find((c) => c.id === selection.courseId));

  return (
    <div className="space-y-8">
      <SelectionPanel catalog={catalog} selection={selection} months={months} errors={selectionErrs} onChange={changeSelection} />

      <section aria-labelledby="booking-step-title" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
        <StepIndicator steps={bookingIntro.steps} current={step} onSelect={(index) => goTo(index)} />
        {/* POST: a submit before hydration must not put personal data into the address bar. */}
        <form
          method="post"
          noValidate
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === LAST_STEP) void book();
            else void next();
          }}
        >
          <h2 id="booking-step-title" tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold">
            <span className="block text-base font-bold text-ink-soft">
              Schritt {step + 1} von {LAST_STEP + 1}
            </span>
            {current.title}
          </h2>
          <p className="mt-1 text-ink-soft">{step === 2 && !setup.sepa ? bookingCopy.paymentStepWithoutSepa : current.text}</p>

          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {step === 0 && (
              <>
                <div className="sm:col-span-2">
                  <RadioGroup {...field('parentSalutation')} legend={L.parentSalutation} options={salutationOptions} inline />
                </div>
                <TextField {...field('parentFirstName')} autoComplete="given-name" />
                <TextField {...field('parentLastName')} autoComplete="family-name" />
                <TextField {...field('parentEmail')} type="email" autoComplete="email" />
                <TextField {...field('parentPhone')} type="tel" autoComplete="tel" />
              </>
            )}
            {step === 1 && (
              <>
                <TextField {...field('street')} autoComplete="address-line1" />
                {/* No autocomplete token names a house number; 'on' leaves it to the browser's own heuristics. */}
                <TextField {...field('houseNumber')} autoComplete="on" />
                <TextField {...field('postalCode')} autoComplete="postal-code" inputMode="numeric" />
                <TextField {...field('city')} autoComplete="address-level2" />
                <SelectField {...field('country')} autoComplete="country-name" options={countryOptions.map((c) => ({ value: c, label: c }))} />
              </>
            )}
            {step === 2 && (
              <>
                <div className="sm:col-span-2">
                  <RadioGroup {...field('paymentMethod')} legend="Wie möchten Sie bezahlen?" options={payments} />
                </div>
                {values.paymentMethod === 'sepa' && (
                  <>
                    <h3 className="text-lg font-extrabold sm:col-span-2">{bookingCopy.sepaTitle}</h3>
                    <TextField {...field('accountHolder')} autoComplete="name" />
                    <TextField {...field('iban')} autoComplete="off" hint="22 Zeichen in Deutschland, Leerzeichen sind erlaubt" />
                    <p className="text-sm text-ink-soft sm:col-span-2">{setup.sepaMandate}</p>
                  </>
                )}
              </>
            )}
            {step === 3 && (
              <>
                <TextField {...field('studentFirstName')} autoComplete="off" />
                <TextField {...field('studentLastName')} autoComplete="off" />
                <TextField
                  {...field('studentAge')}
                  type="number"
                  inputMode="numeric"
                  min={6}
                  max={18}
                  autoComplete="off"
                  hint="Unsere Kurse sind für 6 bis 18 Jahre"
                  note={fit?.note ?? ''}
                />
                <div className="sm:col-span-2">
                  <RadioGroup {...field('studentExperience')} legend={L.studentExperience} options={experienceOptions} />
                </div>
              </>
            )}
          </div>

          {step === LAST_STEP && (
            <div className="space-y-6">
              {fit?.note && <p className={NOTE_CLASSES}>{fit.note}</p>}
              <BookingSummary params={overviewParams} onEdit={edit} />
              <div className="space-y-3">
                <CheckboxField name="termsAccepted" checked={values.termsAccepted} error={errors.termsAccepted} onChange={(checked) => change('termsAccepted', checked)}>
                  Ich habe die{' '}
                  <Link href="/agb" className="font-bold text-primary underline">
                    Allgemeinen Geschäftsbedingungen
                  </Link>{' '}
                  gelesen und akzeptiere sie.
                </CheckboxField>
                <CheckboxField name="privacyAccepted" checked={values.privacyAccepted} error={errors.privacyAccepted} onChange={(checked) => change('privacyAccepted', checked)}>
                  Ich habe die{' '}
                  <Link href="/datenschutz" className="font-bold text-primary underline">
                    Datenschutzerklärung
                  </Link>{' '}
                  gelesen und bin mit der Verarbeitung meiner Angaben zur Buchung einverstanden.
                </CheckboxField>
              </div>
              <p className="text-sm text-ink-soft">{bookingCopy.termsNote}</p>
              {values.paymentMethod === 'sepa' && <p className="text-sm text-ink-soft">{setup.sepaMandate}</p>}
              <p className="text-sm text-ink-soft">
                {bookingCopy.rights.before}{' '}
                <Link href={bookingCopy.rights.links[0].href} className="font-bold text-primary underline">
                  „{bookingCopy.rights.links[0].label}“
                </Link>{' '}
                {bookingCopy.rights.between}{' '}
                <Link href={bookingCopy.rights.links[1].href} className="font-bold text-primary underline">
                  „{bookingCopy.rights.links[1].label}“
                </Link>{' '}
                {bookingCopy.rights.after}
              </p>
            </div>
          )}

          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {step > 0 ? (
              <button
                type="button"
                onClick={() => goTo(step - 1)}
                className="inline-flex min-h-12 items-center justify-center rounded-pill border-2 border-primary px-6 font-bold text-primary hover:bg-primary-tint"
              >
                Zurück
              </button>
            ) : (
              <span />
            )}
            {step < LAST_STEP ? (
              <button type="submit" className="inline-flex min-h-12 items-center justify-center rounded-pill bg-primary px-5 text-lg font-bold text-white hover:bg-primary-dark sm:px-8">
                Weiter
              </button>
            ) : (
              // § 312j BGB wording; one line down to 360 px wide phones (text-base there).
              <button
                type="submit"
                disabled={!canBook}
                className="inline-flex min-h-12 items-center justify-center rounded-pill bg-primary px-5 text-base font-bold text-balance text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60 sm:px-8 sm:text-lg"
              >
                {status.state === 'sending' ? bookingCopy.sending : bookingCopy.finalButton}
              </button>
            )}
          </div>

          <div role="status" aria-live="polite" className={cn(status.state === 'error' && 'mt-6')}>
            {status.state === 'error' && (
              <SendError detail={status.detail} />
            )}
          </div>
        </form>
      </section>
      <p className="text-ink-soft">
        Lieber persönlich? Rufen Sie uns an unter{' '}
        <PhoneLink />
        .
      </p>
    </div>
  );
}
