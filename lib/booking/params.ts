import * as z from 'zod/mini';
import { experienceOptions, paymentOptions, salutationOptions } from '@/content/booking';
import { formatIban } from '@/lib/iban';
import { EMPTY_BOOKING, parseBooking, type BookingFormData } from '@/lib/validation/booking';
import type { BookingCatalog } from './catalog';
import { isBookableMonth, monthLabel, slotLabel, sortSlots, SLOT_IDS } from './schedule';
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
 * is configured. Takes data already checked by `parseBooking`.
 */
export function bookingTemplateParams(
  data: BookingFormData,
  selection: BookingSelection,
  catalog: BookingCatalog,
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
  };
}

const valueOf = (options: readonly { value: string; label: string }[], label: string) =>
  options.find((o) => o.label === label)?.value ?? '';

/** Reads form data and selection back out of template_params (the server's side of `bookingTemplateParams`). */
export function bookingFromParams(params: Record<string, string>): { data: BookingFormData; selection: BookingSelection } {
  const get = (key: string) => params[key] ?? '';
  const data: BookingFormData = {
    ...EMPTY_BOOKING,
    parentSalutation: valueOf(salutationOptions, get('salutation')),
    parentFirstName: get('first_name'),
    parentLastName: get('last_name'),
    parentEmail: get('email'),
    parentPhone: get('phone'),
    street: get('street'),
    houseNumber: get('house_number'),
    postalCode: get('postal_code'),
    city: get('city'),
    country: get('country'),
    paymentMethod: valueOf(paymentOptions, get('payment_method')),
    accountHolder: get('account_holder'),
    iban: get('iban'),
    studentFirstName: get('child_first_name'),
    studentLastName: get('child_last_name'),
    studentAge: get('child_age'),
    studentExperience: valueOf(experienceOptions, get('child_experience')),
    termsAccepted: get('terms_accepted') === 'ja',
    privacyAccepted: get('privacy_accepted') === 'ja',
  };
  const courseId = Number(get('course_id'));
  const selection: BookingSelection = {
    packageId: get('package_id') || null,
    courseId: Number.isInteger(courseId) && courseId > 0 ? courseId : null,
    slots: get('time_slot_ids') ? get('time_slot_ids').split(',') : [],
    month: get('start_month') || null,
  };
  return { data, selection };
}

const PARAM_KEYS = Object.keys(bookingTemplateParams(EMPTY_BOOKING, { packageId: null, courseId: null, slots: [], month: null }, { packages: [], courses: [] }));

/**
 * template_params of a booking as the embedded outbox accepts them: exactly the keys the wizard sends, every step
 * valid, a real package, course, slots and an offered month, and every text field matching what the ids say.
 */
export function bookingParamsSchema(catalog: BookingCatalog, now: () => Date = () => new Date()) {
  return z
    .strictObject(Object.fromEntries(PARAM_KEYS.map((key) => [key, z.string().check(z.maxLength(500))])))
    .check(
      z.superRefine((params, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: params });
        const { data, selection } = bookingFromParams(params as Record<string, string>);
        const parsed = parseBooking(data);
        if (!parsed) return fail('Die Buchungsangaben sind unvollständig oder ungültig');
        const today = now();
        const offered = selection.month && isBookableMonth(selection.month, today) ? [selection.month] : [];
        const missing = Object.values(selectionErrors(selection, catalog, offered));
        if (missing.length > 0) return fail(missing.join('; '));
        const expected = bookingTemplateParams(parsed, selection, catalog);
        const mismatched = PARAM_KEYS.filter((key) => expected[key] !== (params as Record<string, string>)[key]);
        if (mismatched.length > 0) fail(`Felder passen nicht zur Buchung: ${mismatched.join(', ')}`);
      }),
    );
}
