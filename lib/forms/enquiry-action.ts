'use server';

import { headers } from 'next/headers';
import { holidayCourses } from '@/content/holiday-courses';
import { EMBEDDED, emailConfig } from '@/lib/email/config';
import { requestTypeFor, templateParamsFor } from '@/lib/email/request-type';
import { failureDetail, reachUs } from '@/lib/email/send';
import { clientAddress } from '@/lib/security/rate-limit';
import { offeredTrialSeats } from '@/lib/trial/offer';
import { trialSignupCopy } from '@/content/trial-signup';
import { enquiryFormSchema } from '@/lib/validation/enquiry-form';
import {
  EMPTY_ENQUIRY_VALUES,
  ENQUIRY_TEXT_FIELDS,
  WAITLIST_SUFFIX,
  type EnquiryField,
  type EnquiryFormState,
  type EnquiryFormValues,
  type TrialDateOption,
} from './enquiry-form-state';
import { admitSender, submitToOutbox } from './outbox-submission';
import { trialOutcomeText } from './trial-outcome';

/** Longer than any field allows: enough to say by how much a message is too long, never a megabyte echoed back. */
const ECHO_MAX = 4000;

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, ECHO_MAX) : '';
};

function valuesOf(formData: FormData): EnquiryFormValues {
  const values = { ...EMPTY_ENQUIRY_VALUES };
  for (const field of ENQUIRY_TEXT_FIELDS) values[field] = text(formData, field);
  values.privacy = formData.get('privacy') === 'on';
  values.course = text(formData, 'course');
  values.trialDate = text(formData, 'trialDate');
  return values;
}

/** The holiday course chosen in the dropdown, in the words the staff mail uses; '' for none. */
const chosenHolidayCourse = (courseId: string) => holidayCourses.find((course) => String(course.id) === courseId)?.dropdownLabel ?? '';

/** The trial form's dates with their seats as the server sees them now; undefined while the database is away. */
async function trialSeatsNow(service: Exclude<Awaited<ReturnType<typeof admitSender>>, 'too-many'> | undefined) {
  if (!service?.seats) return undefined;
  try {
    return { options: await offeredTrialSeats(service.seats, new Date()), confirmation: service.relaying };
  } catch {
    return undefined;
  }
}

/**
 * An enquiry form posted to its page: before the page's script has arrived, or without script at all (DECISIONS.md,
 * fifth round, "Forms before scripts"). Validated by the form's one schema with the same German messages as in the
 * browser, limited and stored by the same code as the EmailJS-compatible endpoint the script sends to. Answers with
 * the form's next state: messages at the fields and every value kept, or the outcome.
 */
export async function submitEnquiryForm(_previous: EnquiryFormState, formData: FormData): Promise<EnquiryFormState> {
  const values = valuesOf(formData);
  const mode = text(formData, 'mode');
  const route = requestTypeFor(mode);
  const failed = (detail: string, trial?: EnquiryFormState['trial']): EnquiryFormState => ({ status: 'failed', values, errors: {}, detail, trial });
  if (!route || !emailConfig().embedded) return failed(`Dieses Formular ist falsch eingerichtet. ${reachUs}`);
  const isTrial = route.template === 'trial';

  const errors: Partial<Record<EnquiryField, string>> = {};
  const parsed = enquiryFormSchema.safeParse({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    childName: values.childName,
    privacy: values.privacy,
    ...(route.message ? { message: values.message } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') as EnquiryField] ??= issue.message;
  }
  // A full date's radio carries the parent's choice of its waitlist (components/forms/trial-date-choice.tsx).
  const joinWaitlist = values.trialDate.endsWith(WAITLIST_SUFFIX);
  const trialDate = joinWaitlist ? values.trialDate.slice(0, -WAITLIST_SUFFIX.length) : values.trialDate;
  if (isTrial && !trialDate) errors.trialDate = trialSignupCopy.required;

  const client = clientAddress(await headers());
  let service;
  try {
    service = await admitSender(client);
  } catch (error) {
    console.error('Posteingang: Datenbank nicht erreichbar', error);
    if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
    return failed(`${failureDetail(503)} ${reachUs}`);
  }
  if (service === 'too-many') return failed(`${failureDetail(429)} ${reachUs}`);
  const trial = isTrial ? await trialSeatsNow(service) : undefined;
  if (!parsed.success || Object.keys(errors).length > 0) return { status: 'invalid', values, errors, trial };

  const sent: EnquiryFormState = { status: 'sent', values: EMPTY_ENQUIRY_VALUES, errors: {}, trial };
  // A bot filled the hidden field: it hears success, nothing is stored.
  if (text(formData, 'website')) return sent;

  const built = templateParamsFor(mode, parsed.data, chosenHolidayCourse(values.course), values.message);
  if (!built) return failed(`Dieses Formular ist falsch eingerichtet. ${reachUs}`);
  const params: Record<string, string> = { ...built.params };
  if (isTrial) {
    params.trial_date = trialDate;
    if (joinWaitlist) params.join_waitlist = 'ja';
  }
  const outcome = await submitToOutbox(service, { templateId: EMBEDDED.templates[built.template], params, client });
  if (outcome.kind === 'accepted') return { ...sent, detail: undefined };
  if (outcome.kind === 'unavailable') return failed(`${failureDetail(503)} ${reachUs}`, trial);

  // A trial signup: its words depend on the date and on the seats after it.
  const fresh = (await trialSeatsNow(service)) ?? trial;
  const options: TrialDateOption[] = fresh?.options ?? [];
  const chosen = options.find((option) => option.date === trialDate) ?? { date: trialDate, label: trialDate };
  const words = trialOutcomeText(outcome, { chosen, options, confirmation: fresh?.confirmation ?? false });
  if (words?.success) return { ...sent, detail: words.success, trial: fresh };
  return {
    status: 'failed',
    values: { ...values, trialDate: words?.propose ?? trialDate },
    errors: {},
    detail: words?.error ?? `${failureDetail(400)} ${reachUs}`,
    trial: fresh,
  };
}
