'use client';

import { Activity, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { SEND_SUCCESS, sendEnquiry, unreachableDetail, type SendResult } from '@/lib/email/send';
import { HolidayRunSelect, type CourseRunOption } from './holiday-run-select';
import { SendError } from './send-error';
import {
  HOLIDAY_SELECTION_KEY,
  parseHolidaySelection,
  subscribeHolidaySelection,
  writeHolidaySelection,
} from '@/lib/holiday-selection';
import { requestTypeFor } from '@/lib/email/request-type';
import { CONTACT_LABELS, MESSAGE_MAX_LENGTH, messageCount } from '@/lib/validation/contact-messages';
import type { EnquiryFormValues as FormValues } from '@/lib/validation/enquiry-form';
import { lazySchemaResolver } from '@/lib/validation/resolver';
import { cn } from '@/lib/utils';

// The zod schema loads on first focus (or first submit), so pages with a form do not carry zod up front.
const { resolver, preload: preloadSchema } = lazySchemaResolver<FormValues>(() =>
  import('@/lib/validation/enquiry-form').then((module) => module.enquiryFormSchema),
);

const EMPTY: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  childName: '',
  message: '',
  privacy: false,
  website: '',
};
const SUCCESS_VISIBLE_MS = 5000;

type Status = { state: 'idle' } | { state: 'success'; detail?: string } | { state: 'error'; detail: string };

interface EnquiryFormProps {
  /** Form mode of spec §7 (default, ContactFunnel0, Trial, contact, ferienkurse, python). */
  mode: string;
  submitLabel?: string;
  /** A course fixed by the page (a holiday course's own page). */
  chosenCourse?: string;
  /** Holiday courses to choose from; the choice is stored as selectedSummerCourse and shared with the page. */
  courseOptions?: CourseOption[];
  /** Today in Berlin when the page was rendered: runs that had started by then are not offered even before hydration. */
  builtOn?: string;
  /** Fields of one form only (the trial date), with what they add to the request and how they read its answer. */
  extension?: FormExtension;
}

export interface FormExtension {
  fields: React.ReactNode;
  /** The extra parameters, or null when the extra fields are not filled in correctly (nothing is sent). */
  prepare(): Record<string, string> | null;
  /** Reads the answer: a success detail to show, or an error detail instead of the generic one. */
  settle(result: SendResult): Promise<{ success?: string; error?: string } | undefined>;
}

export interface CourseOption {
  id: number;
  title: string;
  label: string;
  price: number;
  /** The course's runs, earliest first. */
  runs: CourseRunOption[];
}



const readStoredSelection = () => {
  try {
    return window.localStorage.getItem(HOLIDAY_SELECTION_KEY);
  } catch {
    return null;
  }
};

const TEXT_FIELDS: { name: Exclude<FieldPath<FormValues>, 'privacy' | 'website' | 'message'>; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'childName', type: 'text', autoComplete: 'off' },
];

/**
 * The enquiry form of every page (issue 3): validated by the shared schema, never losing what was typed.
 *
 * It hydrates in its own pass, after the rest of the page (issue 34). react-hook-form sets state in a layout effect
 * when it mounts; inside the page's hydration that forced a synchronous re-render at the end of the commit, and with
 * it every effect of the whole page, in one task of 100 to 150 ms at 4x CPU. In an `<Activity>` boundary React
 * leaves the form's server HTML as it is, hydrates the page, then the form as a separate unit, so the work falls
 * into tasks of about 50 to 70 ms. A focus, click or key on the form before then hydrates it at once, before the
 * event is handled (React's selective hydration), so the form answers the first tap as before. Nothing inside may
 * read useClientValue while hydrating (see there); the run select, which does, mounts only once a course is chosen.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <Activity>
      <EnquiryFormFields {...props} />
    </Activity>
  );
}

function EnquiryFormFields({ mode, submitLabel = 'Anfrage senden', chosenCourse = '', courseOptions, builtOn = '', extension }: EnquiryFormProps) {
  const id = useId();
  const withMessage = Boolean(requestTypeFor(mode)?.message);
  const storedSelection = useSyncExternalStore(subscribeHolidaySelection, readStoredSelection, () => null);
  const selection = useMemo(() => parseHolidaySelection(storedSelection), [storedSelection]);
  const selectedOption = courseOptions?.find((option) => option.id === selection?.id);
  // The chosen week belongs to the course it was chosen for; another course (also from a popup) starts open.
  const [runChoice, setRunChoice] = useState<(CourseRunOption & { courseId: number }) | null>(null);
  const run = runChoice && runChoice.courseId === selectedOption?.id ? runChoice : null;
  const course = selectedOption ? [selectedOption.label, run?.label].filter(Boolean).join(', ') : chosenCourse;
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [messageLength, setMessageLength] = useState(0);
  const sending = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: EMPTY });

  useEffect(() => {
    if (status.state === 'idle') return;
    // The message appears below the button: on a phone often below the fold, where nobody would see it.
    statusRef.current?.scrollIntoView({ block: 'nearest' });
    if (status.state !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ state: 'idle' }), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = async ({ firstName, lastName, email, phone, childName, message, website }: FormValues) => {
    // One request however often the form is submitted (double click, Enter held down).
    if (sending.current) return;
    if (website) {
      // A bot filled the hidden field: pretend success, send nothing.
      reset(EMPTY);
      setStatus({ state: 'success' });
      return;
    }
    const extra = extension ? extension.prepare() : undefined;
    if (extra === null) return;
    sending.current = true;
    setStatus({ state: 'idle' });
    const result = await sendEnquiry(mode, { firstName, lastName, email, phone, childName }, course, message, extra);
    const settled = await extension?.settle(result);
    sending.current = false;
    if (result.ok) {
      reset(EMPTY);
      setMessageLength(0);
      setStatus({ state: 'success', detail: settled?.success });
    } else {
      setStatus({ state: 'error', detail: settled?.error ?? result.detail });
    }
  };

  // The validation code could not be loaded (connection lost): say so, keep every value.
  const onValidatorUnavailable = () => setStatus({ state: 'error', detail: unreachableDetail() });

  const describedBy = (name: string) => (errors[name as keyof FormValues] ? `${id}-${name}-error` : undefined);

  return (
    // POST: a submit before hydration must not put personal data into the address bar (and browser history).
    <form
      method="post"
      noValidate
      onFocus={preloadSchema}
      onSubmit={(event) => void handleSubmit(submit)(event).catch(onValidatorUnavailable)}
      className="space-y-4"
      aria-describedby={`${id}-status`}
    >
      {courseOptions && (
        <div>
          <label htmlFor={`${id}-course`} className="block font-bold">
            Ferienkurs
          </label>
          <select
            id={`${id}-course`}
            value={selectedOption ? String(selectedOption.id) : ''}
            onChange={(event) => {
              const option = courseOptions.find((o) => String(o.id) === event.target.value);
              writeHolidaySelection(option ? { id: option.id, title: option.title, price: option.price } : null);
            }}
            className={controlClasses()}
          >
            <option value="">Noch nicht entschieden</option>
            {courseOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {extension?.fields}
      {selectedOption && (
        <HolidayRunSelect
          id={`${id}-run`}
          runs={selectedOption.runs}
          builtOn={builtOn}
          value={run?.start ?? ''}
          onChange={(chosen) => setRunChoice(chosen && { ...chosen, courseId: selectedOption.id })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
          <div key={name} className={cn(name === 'childName' && 'sm:col-span-2')}>
            <label htmlFor={`${id}-${name}`} className="block font-bold">
              {CONTACT_LABELS[name]}
            </label>
            <input
              id={`${id}-${name}`}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              className={controlClasses(Boolean(errors[name]))}
              {...register(name)}
            />
            {errors[name] && (
              <p id={`${id}-${name}-error`} className={FIELD_ERROR_CLASSES}>
                {errors[name]?.message}
              </p>
            )}
          </div>
        ))}
      </div>

      {withMessage && (
        <div>
          <label htmlFor={`${id}-message`} className="block font-bold">
            {CONTACT_LABELS.message}
          </label>
          {/* No maxLength: a pasted text that is too long stays whole, and the message says by how much. */}
          <textarea
            id={`${id}-message`}
            rows={5}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={cn(`${id}-message-count`, errors.message && `${id}-message-error`)}
            className={cn(controlClasses(Boolean(errors.message)), 'py-2 leading-relaxed')}
            {...register('message', { onChange: (event: { target: HTMLTextAreaElement }) => setMessageLength(event.target.value.length) })}
          />
          <p
            id={`${id}-message-count`}
            className={cn('mt-1 text-sm', messageLength > MESSAGE_MAX_LENGTH ? 'font-bold text-coral-dark' : 'text-ink-soft')}
          >
            {messageCount(messageLength)}
          </p>
          {errors.message && (
            <p id={`${id}-message-error`} className={FIELD_ERROR_CLASSES}>
              {errors.message.message}
            </p>
          )}
        </div>
      )}

      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website (bitte leer lassen)</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div>
        <div className="flex gap-3">
          <input
            id={`${id}-privacy`}
            type="checkbox"
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={describedBy('privacy')}
            className="mt-1 size-5 shrink-0 accent-primary"
            {...register('privacy')}
          />
          <label htmlFor={`${id}-privacy`}>
            Ich habe die{' '}
            <Link href="/datenschutz" className="font-bold text-primary underline">
              Datenschutzerklärung
            </Link>{' '}
            gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung der Anfrage gespeichert werden.
          </label>
        </div>
        {errors.privacy && (
          <p id={`${id}-privacy-error`} className={FIELD_ERROR_CLASSES}>
            {errors.privacy.message}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-pill bg-primary px-6 text-lg font-bold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {isSubmitting ? 'Wird gesendet …' : submitLabel}
      </button>

      <div ref={statusRef} id={`${id}-status`} role="status" aria-live="polite">
        {status.state === 'success' && (
          <div className="rounded-xl border-2 border-teal bg-teal/10 p-4 text-teal-dark">
            <p className="font-bold">{SEND_SUCCESS}</p>
            {status.detail && <p className="mt-1">{status.detail}</p>}
          </div>
        )}
        {status.state === 'error' && (
          <SendError detail={status.detail} />
        )}
      </div>
    </form>
  );
}
