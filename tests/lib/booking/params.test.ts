import { bookingCatalog } from '@/lib/booking/catalog';
import { ageFit } from '@/lib/booking/age-fit';
import { bookingTemplateParams, selectionErrors } from '@/lib/booking/params';
import { bookingFromParams, bookingParamsSchema } from '@/lib/booking/params-schema';
import type { BookingSelection } from '@/lib/booking/selection';
import { EMBEDDED } from '@/lib/email/config';
import { emailRequestSchema } from '@/lib/validation/email-request';
import { validBooking } from './fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');
const selection: BookingSelection = { packageId: '12m', courseId: 2, slots: ['mi-1745', 'mo-1515'], month: '2027-01' };
const params = bookingTemplateParams(validBooking, selection, bookingCatalog);
const schema = bookingParamsSchema(bookingCatalog, () => NOW);

describe('booking template_params', () => {
  it('carry every field, the package with price and term, the course, the slots and the month', () => {
    // Content and Intl write non-breaking spaces ('12 Monate', '27 €'); compare the words.
    expect(JSON.parse(JSON.stringify(params).replace(/\u00a0/g, ' '))).toEqual({
      request_type: 'Buchung',
      reply_to: 'anna@beispiel.de',
      salutation: 'Frau',
      first_name: 'Anna',
      last_name: 'Schmidt',
      email: 'anna@beispiel.de',
      phone: '030 1234 567',
      street: 'Lindenstraße',
      house_number: '12a',
      postal_code: '10969',
      city: 'Berlin',
      country: 'Deutschland',
      payment_method: 'SEPA-Lastschrift',
      account_holder: 'Anna Schmidt',
      iban: 'DE89 3704 0044 0532 0130 00',
      child_name: 'Ben Schmidt',
      child_first_name: 'Ben',
      child_last_name: 'Schmidt',
      child_age: '9',
      // CS Webdesign is for 10 to 16: the booking goes through, staff see that the age is outside.
      age_fit: 'außerhalb 10–16',
      child_experience: 'Keine Vorkenntnisse',
      package_id: '12m',
      package: '12 Monate',
      price: '27 € pro Woche (1.296 € alle 12 Monate)',
      term: 'Mindestlaufzeit 12 Monate',
      course_id: '2',
      selected_course: 'CS Webdesign',
      time_slot_ids: 'mo-1515,mi-1745',
      time_slots: 'Montag, 15:15 Uhr; Mittwoch, 17:45 Uhr',
      start_month: '2027-01',
      start_month_label: 'Januar 2027',
      terms_accepted: 'ja',
      privacy_accepted: 'ja',
    });
  });

  it('read back into the same booking', () => {
    const back = bookingFromParams(params);
    expect(back.data).toEqual({ ...validBooking, iban: 'DE89 3704 0044 0532 0130 00' });
    expect(back.selection).toEqual({ ...selection, slots: ['mo-1515', 'mi-1745'] });
  });

  it('selection errors name what is missing', () => {
    expect(selectionErrors({ packageId: 'trial', courseId: 9, slots: [], month: '2020-01' }, bookingCatalog, ['2027-01'])).toEqual({
      packageId: 'Bitte wählen Sie ein Paket',
      courseId: 'Bitte wählen Sie einen Kurs',
      slots: 'Bitte wählen Sie mindestens einen Wunschtermin',
      month: 'Bitte wählen Sie einen Startmonat',
    });
    expect(selectionErrors(selection, bookingCatalog, ['2027-01'])).toEqual({});
  });
});

describe('the outbox accepts only real bookings', () => {
  it('accepts what the wizard sends, hostile text included', () => {
    expect(schema.safeParse(params).success).toBe(true);
    const hostile = bookingTemplateParams(
      { ...validBooking, street: '<script>alert(1)</script>', parentLastName: '"; DROP TABLE--' },
      selection,
      bookingCatalog,
    );
    expect(schema.safeParse(hostile).success).toBe(true);
  });

  it.each([
    ['a wrong IBAN checksum', { iban: 'DE88 3704 0044 0532 0130 00' }],
    ['an age of 19', { child_age: '19' }],
    ['a German postal code of 4 digits', { postal_code: '1096' }],
    ['no salutation', { salutation: '' }],
    ['terms not accepted', { terms_accepted: 'nein' }],
    ['a price that does not match the package', { price: '1 € pro Woche' }],
    ['another request type', { request_type: '/contact' }],
    ['a course title that does not match the id', { selected_course: 'CS Python' }],
    ['an unknown package', { package_id: 'trial', package: 'Probestunde' }],
    ['no time slot', { time_slot_ids: '', time_slots: '' }],
    ['a past month', { start_month: '2026-01', start_month_label: 'Januar 2026' }],
    ['untrimmed text', { first_name: ' Anna' }],
    ['an age fit that does not match age and course', { age_fit: 'passt' }],
  ])('rejects %s', (_what, change) => {
    expect(schema.safeParse({ ...params, ...change }).success).toBe(false);
  });

  it('rejects a missing and an extra field', () => {
    const withoutCity = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'city'));
    expect(schema.safeParse(withoutCity).success).toBe(false);
    expect(schema.safeParse({ ...params, note: 'hallo' }).success).toBe(false);
  });

  it('takes the token of a trial the booking came from, which the server checks when it stores the booking', () => {
    const token = `${'2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44'}.${'A'.repeat(43)}`;
    const withOrigin = bookingTemplateParams(validBooking, selection, bookingCatalog, token);
    expect(withOrigin).toEqual({ ...params, trial_origin: token });
    expect(schema.safeParse(withOrigin).success).toBe(true);
    // Not genuine is not invalid: the booking goes through, the server drops the token.
    expect(schema.safeParse({ ...params, trial_origin: 'kaputt' }).success).toBe(true);
    expect(schema.safeParse({ ...params, trial_origin: 'x'.repeat(201) }).success).toBe(false);
  });

  it('the email request takes the booking template only with booking params', () => {
    const body = { lib_version: '4.4.1', user_id: EMBEDDED.publicKey, service_id: EMBEDDED.serviceId };
    const months = bookingTemplateParams(validBooking, { ...selection, month: nextMonth() }, bookingCatalog);
    expect(emailRequestSchema.safeParse({ ...body, template_id: 'booking', template_params: months }).success).toBe(true);
    expect(emailRequestSchema.safeParse({ ...body, template_id: 'enquiry_default', template_params: months }).success).toBe(false);
    expect(emailRequestSchema.safeParse({ ...body, template_id: 'booking', template_params: { ...months, iban: 'DE00' } }).success).toBe(false);
  });
});

describe('ageFit (DECISIONS.md: the booking checks the age against the course)', () => {
  const webdesign2 = bookingCatalog.courses.find((c) => c.id === 4)!;

  it.each([
    ['8', false, 'außerhalb 12–16'],
    ['11', false, 'außerhalb 12–16'],
    ['12', true, 'passt'],
    ['16', true, 'passt'],
    ['17', false, 'außerhalb 12–16'],
  ])('age %s for CS Webdesign 2 (12–16): fits %s, age_fit "%s"', (age, fits, param) => {
    expect(ageFit(age, webdesign2)).toMatchObject({ fits, param });
  });

  it('says plainly, without blocking, which ages the course is for', () => {
    expect(ageFit('8', webdesign2)?.note).toBe('CS Webdesign 2 ist für 12 bis 16 Jahre. Wir beraten Sie gern, welcher Kurs passt.');
    expect(ageFit('13', webdesign2)?.note).toBeUndefined();
  });

  it('has nothing to say before an age and a course are known', () => {
    expect(ageFit('', webdesign2)).toBeNull();
    expect(ageFit('acht', webdesign2)).toBeNull();
    expect(ageFit('8', undefined)).toBeNull();
  });

  it('the booking email carries age_fit "passt" when the age fits', () => {
    const fitting = bookingTemplateParams({ ...validBooking, studentAge: '13' }, { ...selection, courseId: 4 }, bookingCatalog);
    expect(fitting.age_fit).toBe('passt');
  });
});

/** Next month in Berlin, as the wizard offers it today. */
function nextMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}
