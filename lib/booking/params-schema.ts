import * as z from 'zod/mini';
import { experienceOptions, paymentOptions, salutationOptions } from '@/content/booking';
import { parseBooking } from '@/lib/validation/booking';
import type { BookingCatalog } from './catalog';
import { EMPTY_BOOKING, type BookingFormData } from './form-data';
import { bookingTemplateParams, selectionErrors } from './params';
import { isBookableMonth } from './schedule';
import { TRIAL_ORIGIN_KEY } from './trial-origin';
import type { BookingSelection } from './selection';

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
 * valid, a real package, course, slots and an offered month, and every text field matching what the ids say. A trial's
 * token may come along (`trial_origin`); the server checks it when it stores the booking, and a booking never fails for
 * a token that is not genuine.
 */
export function bookingParamsSchema(catalog: BookingCatalog, now: () => Date = () => new Date()) {
  return z
    .strictObject({
      ...Object.fromEntries(PARAM_KEYS.map((key) => [key, z.string().check(z.maxLength(500))])),
      [TRIAL_ORIGIN_KEY]: z.optional(z.string().check(z.maxLength(200))),
    })
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
