'use client';

import { Activity, useActionState, useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import { controlClasses, FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { SEND_SUCCESS, sendEnquiry, unreachableDetail, type SendResult } from '@/lib/email/send';
import { usePathname } from 'next/navigation';
import { EMPTY_ENQUIRY_VALUES, INITIAL_ENQUIRY_STATE, type EnquiryField, type EnquiryFormState, type SubmitEnquiry } from '@/lib/forms/enquiry-form-state';
import { ErrorSummary, type SummaryEntry } from './error-summary';
import { SendError } from './send-error';
import { requestTypeFor } from '@/lib/email/request-type';
import { CONTACT_LABELS, MESSAGE_MAX_LENGTH, messageCount } from '@/lib/validation/contact-messages';
import type { EnquiryFormValues as FormValues } from '@/lib/validation/enquiry-form';
import { lazySchemaResolver } from '@/lib/validation/resolver';
import { cn } from '@/lib/ui/class-names';

// The zod schema loads on first focus (or first submit), so pages with a form do not carry zod up front.
const { resolver, preload: preloadSchema } = lazySchemaResolver<FormValues>(() =>
  import('@/lib/validation/enquiry-form').then((module) => module.enquiryFormSchema),
);

/** The browser's form values from what a form post kept (the honeypot always empty). */
const formValuesOf = ({ firstName, lastName, email, phone, childName, message, privacy }: EnquiryFormState['values']): FormValues => ({
  firstName,
  lastName,
  email,
  phone,
  childName,
  message,
  privacy,
  website: '',
});
const EMPTY = formValuesOf(EMPTY_ENQUIRY_VALUES);
const SUCCESS_VISIBLE_MS = 5000;

type Status = { state: 'idle' } | { state: 'success'; detail?: string } | { state: 'error'; detail: string };

interface EnquiryFormProps {
  /** Form mode of spec §7 (default, ContactFunnel0, Trial, contact, ferienkurse, python). */
  mode: string;
  submitLabel?: string;
  /** Fields of one form only (the trial date, the holiday course), with what they add to the request and how they read its answer. */
  extension?: FormExtension;
}

export interface FormExtension {
  fields: React.ReactNode;
  /** The element each extra field's message in the error summary links to (its first control). */
  anchors: Partial<Record<EnquiryField, string>>;
  /** The extra parameters, or null when the extra fields are not filled in correctly (nothing is sent). */
  prepare(): Record<string, string> | null;
  /** Reads the answer: a success detail to show, or an error detail instead of the generic one. */
  settle?(result: SendResult): Promise<{ success?: string; error?: string } | undefined>;
}

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
 * read useClientValue while hydrating (see there); the holiday form's week select, which does, mounts only once a
 * course is chosen.
 */
export function EnquiryForm({ submit, ...props }: EnquiryFormProps & { submit: SubmitEnquiry }) {
  return <EnquiryFormView {...props} action={useEnquiryAction(submit)} />;
}

/**
 * The state of the form's post to the server (`submit`, lib/forms/enquiry-action.ts, handed down by the page so the
 * form's own code carries no reference to it). The page's path is the form's address: a post comes back to it.
 */
export function useEnquiryAction(submit: SubmitEnquiry) {
  return useActionState(submit, INITIAL_ENQUIRY_STATE, usePathname());
}

/**
 * The form with the state of its post to the server held by the caller (the trial form reads it too). Without script,
 * or before it has arrived, the form posts to its page (a server action, lib/forms/enquiry-action.ts) and the page
 * comes back with the outcome, or with an error summary, each message at its field and every value kept. With script
 * the form checks while typing and sends without leaving the page, as before.
 */
export function EnquiryFormView(props: EnquiryFormProps & { action: FormAction }) {
  return (
    <Activity>
      <EnquiryFormFields {...props} />
    </Activity>
  );
}

/** What useActionState gives for the form's server action: the last answer and the form's action. */
type FormAction = readonly [EnquiryFormState, (formData: FormData) => void, ...unknown[]];

/** The enquiry fields in the order of the form, for the error summary. */
const SUMMARY_ORDER: EnquiryField[] = ['trialDate', 'firstName', 'lastName', 'email', 'phone', 'childName', 'message', 'privacy'];

function statusOf(state: EnquiryFormState): Status {
  if (state.status === 'sent') return { state: 'success', detail: state.detail };
  if (state.status === 'failed') return { state: 'error', detail: state.detail ?? '' };
  return { state: 'idle' };
}

function EnquiryFormFields({ mode, submitLabel = 'Anfrage senden', extension, action: [serverState, formAction] }: EnquiryFormProps & { action: FormAction }) {
  const id = useId();
  const withMessage = Boolean(requestTypeFor(mode)?.message);
  const [status, setStatus] = useState<Status>(() => statusOf(serverState));
  const [messageLength, setMessageLength] = useState(serverState.values.message.length);
  // The messages of a form post stand until the form is sent again; from then on the browser checks.
  const [checkedHere, setCheckedHere] = useState(false);
  const sending = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const posted = serverState.values;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: formValuesOf(posted),
  });
  const serverErrors: Partial<Record<EnquiryField, string>> = checkedHere ? {} : serverState.errors;
  const fieldError = (name: keyof FormValues) => errors[name]?.message ?? serverErrors[name as EnquiryField];

  useEffect(() => {
    if (status.state === 'idle') return;
    // The message appears below the button: on a phone often below the fold, where nobody would see it.
    statusRef.current?.scrollIntoView({ block: 'nearest' });
    if (status.state !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ state: 'idle' }), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const summary: SummaryEntry[] = SUMMARY_ORDER.flatMap((name) => {
    const message = serverErrors[name];
    const target = extension?.anchors[name] ?? `${id}-${name}`;
    return message ? [{ href: `#${target}`, message }] : [];
  });

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
    const result = await sendEnquiry(mode, { firstName, lastName, email, phone, childName }, '', message, extra);
    const settled = await extension?.settle?.(result);
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

  const describedBy = (name: keyof FormValues) => (fieldError(name) ? `${id}-${name}-error` : undefined);

  return (
    // A server action: before hydration and without script the browser posts the form (never into the address bar).
    <form
      action={formAction}
      noValidate
      onFocus={preloadSchema}
      onSubmit={(event) => {
        setCheckedHere(true);
        void handleSubmit(submit)(event).catch(onValidatorUnavailable);
      }}
      className="space-y-4"
      aria-describedby={`${id}-status`}
    >
      <input type="hidden" name="mode" value={mode} />
      {summary.length > 0 && <ErrorSummary entries={summary} />}
      <div ref={statusRef} id={`${id}-status`} role="status" aria-live="polite">
        {status.state === 'success' && (
          <FormOutcome focus={serverState.status === 'sent' && !checkedHere}>
            <div className="rounded-xl border-2 border-teal bg-teal/10 p-4 text-teal-dark">
              <p className="font-bold">{SEND_SUCCESS}</p>
              {status.detail && <p className="mt-1">{status.detail}</p>}
            </div>
          </FormOutcome>
        )}
        {status.state === 'error' && (
          <FormOutcome focus={serverState.status === 'failed' && !checkedHere}>
            <SendError detail={status.detail} />
          </FormOutcome>
        )}
      </div>
      {extension?.fields}
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
              defaultValue={posted[name]}
              aria-invalid={fieldError(name) ? true : undefined}
              aria-describedby={describedBy(name)}
              className={controlClasses(Boolean(fieldError(name)))}
              {...register(name)}
            />
            {fieldError(name) && (
              <p id={`${id}-${name}-error`} className={FIELD_ERROR_CLASSES}>
                {fieldError(name)}
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
            defaultValue={posted.message}
            aria-invalid={fieldError('message') ? true : undefined}
            aria-describedby={cn(`${id}-message-count`, fieldError('message') && `${id}-message-error`)}
            className={cn(controlClasses(Boolean(fieldError('message'))), 'py-2 leading-relaxed')}
            {...register('message', { onChange: (event: { target: HTMLTextAreaElement }) => setMessageLength(event.target.value.length) })}
          />
          <p
            id={`${id}-message-count`}
            className={cn('mt-1 text-sm', messageLength > MESSAGE_MAX_LENGTH ? 'font-bold text-coral-dark' : 'text-ink-soft')}
          >
            {messageCount(messageLength)}
          </p>
          {fieldError('message') && (
            <p id={`${id}-message-error`} className={FIELD_ERROR_CLASSES}>
              {fieldError('message')}
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
            defaultChecked={posted.privacy}
            aria-invalid={fieldError('privacy') ? true : undefined}
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
        {fieldError('privacy') && (
          <p id={`${id}-privacy-error`} className={FIELD_ERROR_CLASSES}>
            {fieldError('privacy')}
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

    </form>
  );
}

/** An outcome the server rendered: focused on arrival, so it is seen and read first (not after a send in the page). */
function FormOutcome({ focus, children }: { focus: boolean; children: React.ReactNode }) {
  return focus ? (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the page was loaded for this answer; focus is where GOV.UK puts it
    <div tabIndex={-1} autoFocus className="outline-offset-4">
      {children}
    </div>
  ) : (
    children
  );
}
