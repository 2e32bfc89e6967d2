import { experienceOptions, paymentOptions, salutationOptions } from '@/content/booking';
import { formatIban } from '@/lib/validation/iban';
import { ageFit } from './age-fit';
import type { BookingFormData } from './form-data';
import type { BookingCatalog } from './catalog';
import { monthLabel, slotLabel, sortSlots, SLOT_IDS } from './schedule';
import { TRIAL_ORIGIN_KEY } from './trial-origin';
import type { BookingSelection } from './selection';

export const BOOKING_REQUEST_TYPE = 'Buchung';

export const selectionMessages = {
  packageId: 'Bitte wählen Sie ein Paket',
  courseId: 'Bitte wählen Sie einen Kurs',
  slots: 'Bitte wählen Sie mindestens einen Wunschtermin',
  month: 'Bitte wählen Sie einen Startmonat',
} as const;

export type SelectionField = keyof typeof selectionMessages;
export type SelectionErrors = Partial<Record<SelectionField, string>>;

/** What is missing from the selection; `months` are the start months on offer. */
export function selectionErrors(selection: BookingSelection, catalog: BookingCatalog, months: readonly string[]): SelectionErrors {
  const errors: SelectionErrors = {};
  if (!catalog.packages.some((p) => p.id === selection.packageId)) errors.packageId = selectionMessages.packageId;
  if (!catalog.courses.some((c) => c.id === selection.courseId)) errors.courseId = selectionMessages.courseId;
  if (selection.slots.length === 0 || !selection.slots.every((slot) => SLOT_IDS.includes(slot))) {
    errors.slots = selectionMessages.slots;
  }
  if (!selection.month || !months.includes(selection.month)) errors.month = selectionMessages.month;
  return errors;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? '';

/**
 * The booking as EmailJS template_params: every field, and the chosen package, course, slots and month both as ids
 * and as text. Also fills the default template's fields (child_name, selected_course) for when no booking template
 * is configured. Takes data already checked by `parseBooking`. A booking opened from the recommendation after a trial
 * lesson adds that trial's token (`trial_origin`), which the server checks and does not store.
 */
export function bookingTemplateParams(
  data: BookingFormData,
  selection: BookingSelection,
  catalog: BookingCatalog,
  trialOrigin?: string,
): Record<string, string> {
  const pkg = catalog.packages.find((p) => p.id === selection.packageId);
  const course = catalog.courses.find((c) => c.id === selection.courseId);
  const slots = sortSlots(selection.slots);
  const sepa = data.paymentMethod === 'sepa';
  return {
    request_type: BOOKING_REQUEST_TYPE,
    reply_to: data.parentEmail,
    salutation: labelOf(salutationOptions, data.parentSalutation),
    first_name: data.parentFirstName,
    last_name: data.parentLastName,
    email: data.parentEmail,
    phone: data.parentPhone,
    street: data.street,
    house_number: data.houseNumber,
    postal_code: data.postalCode,
    city: data.city,
    country: data.country,
    payment_method: labelOf(paymentOptions, data.paymentMethod),
    account_holder: sepa ? data.accountHolder : '',
    iban: sepa ? formatIban(data.iban) : '',
    child_name: `${data.studentFirstName} ${data.studentLastName}`,
    child_first_name: data.studentFirstName,
    child_last_name: data.studentLastName,
    child_age: data.studentAge,
    age_fit: ageFit(data.studentAge, course)?.param ?? '',
    child_experience: labelOf(experienceOptions, data.studentExperience),
    package_id: pkg?.id ?? '',
    package: pkg?.title ?? '',
    price: pkg?.price ?? '',
    term: pkg?.term ?? '',
    course_id: course ? String(course.id) : '',
    selected_course: course?.title ?? '',
    time_slot_ids: slots.join(','),
    time_slots: slots.map((slot) => slotLabel(slot)).join('; '),
    start_month: selection.month ?? '',
    start_month_label: selection.month ? (monthLabel(selection.month) ?? '') : '',
    terms_accepted: data.termsAccepted ? 'ja' : 'nein',
    privacy_accepted: data.privacyAccepted ? 'ja' : 'nein',
    ...(trialOrigin ? { [TRIAL_ORIGIN_KEY]: trialOrigin } : {}),
  };
}
