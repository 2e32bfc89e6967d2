import { contactMessages } from '@/lib/validation/contact';
import { EMPTY_BOOKING, type BookingFormData } from '@/lib/booking/form-data';
import { parseBooking, stepErrors } from '@/lib/validation/booking';
import { validBooking } from '../booking/fixtures';


const errorsOf = (step: number, change: Partial<BookingFormData>) => stepErrors(step, { ...validBooking, ...change });

describe('booking step schemas', () => {
  it('accepts a complete booking on every step', () => {
    for (const step of [0, 1, 2, 3, 4]) expect(stepErrors(step, validBooking)).toEqual({});
    expect(parseBooking(validBooking)).toEqual(validBooking);
  });

  describe('step 0, contact data: the contact form rules', () => {
    it('reports every empty field with the contact messages', () => {
      expect(stepErrors(0, EMPTY_BOOKING)).toEqual({
        parentSalutation: 'Bitte wählen Sie eine Anrede oder „Keine Angabe“',
        parentFirstName: contactMessages.required('Vorname'),
        parentLastName: contactMessages.required('Nachname'),
        parentEmail: contactMessages.required('E-Mail-Adresse'),
        parentPhone: contactMessages.required('Telefonnummer'),
      });
    });

    it.each(['Frau', 'Herr', 'none'])('accepts the salutation %s', (parentSalutation) => {
      expect(errorsOf(0, { parentSalutation })).toEqual({});
    });

    it('rejects an unknown salutation, digits in names, a bad email and a short phone number', () => {
      expect(errorsOf(0, { parentSalutation: 'Dr.' }).parentSalutation).toMatch(/Anrede/);
      expect(errorsOf(0, { parentFirstName: 'Anna2' }).parentFirstName).toBe(contactMessages.noDigits('Vorname'));
      expect(errorsOf(0, { parentEmail: 'anna@beispiel' }).parentEmail).toBe(contactMessages.email);
      expect(errorsOf(0, { parentPhone: '12345' }).parentPhone).toBe(contactMessages.phone);
    });

    it('keeps hostile input as text', () => {
      expect(errorsOf(0, { parentLastName: '<img src=x onerror=alert(x)>' })).toEqual({});
    });
  });

  describe('step 1, billing address', () => {
    it('needs every field', () => {
      const errors = errorsOf(1, { street: '', houseNumber: ' ', postalCode: '', city: '' });
      expect(errors).toEqual({
        street: 'Straße ist erforderlich, damit wir Ihre Buchung bearbeiten können',
        houseNumber: 'Hausnummer ist erforderlich, damit wir Ihre Buchung bearbeiten können',
        postalCode: 'Postleitzahl ist erforderlich, damit wir Ihre Buchung bearbeiten können',
        city: 'Ort ist erforderlich, damit wir Ihre Buchung bearbeiten können',
      });
    });

    it.each([
      ['1096', 'Deutschland', 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern für Deutschland), damit Ihre Rechnung ankommt'],
      ['109699', 'Deutschland', 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern für Deutschland), damit Ihre Rechnung ankommt'],
      ['1O969', 'Deutschland', 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern für Deutschland), damit Ihre Rechnung ankommt'],
      ['10969', 'Österreich', 'Bitte geben Sie eine gültige Postleitzahl ein (4 Ziffern für Österreich), damit Ihre Rechnung ankommt'],
      ['1010', 'Österreich', undefined],
      ['8001', 'Schweiz', undefined],
      [' 10969 ', 'Deutschland', undefined],
    ])('postal code %s in %s', (postalCode, country, message) => {
      expect(errorsOf(1, { postalCode, country }).postalCode).toBe(message);
    });

    it('defaults the country to Deutschland and rejects one outside the list', () => {
      expect(EMPTY_BOOKING.country).toBe('Deutschland');
      expect(errorsOf(1, { country: 'Atlantis' }).country).toBe('Bitte wählen Sie ein Land aus der Liste');
    });

    it('names the limit when a field is too long', () => {
      expect(errorsOf(1, { street: 'x'.repeat(121), houseNumber: '1'.repeat(13) })).toEqual({
        street: 'Straße darf höchstens 120 Zeichen lang sein',
        houseNumber: 'Hausnummer darf höchstens 12 Zeichen lang sein',
      });
    });

    it('wants a digit in the house number and none in the city', () => {
      expect(errorsOf(1, { houseNumber: 'a' }).houseNumber).toMatch(/Hausnummer mit Ziffer/);
      expect(errorsOf(1, { city: 'Berlin 36' }).city).toBe('Ort darf keine Zahlen enthalten, damit Ihre Rechnung ankommt');
    });
  });

  describe('step 2, payment', () => {
    it('needs a method', () => {
      expect(errorsOf(2, { paymentMethod: '' })).toEqual({ paymentMethod: 'Bitte wählen Sie eine Zahlungsart' });
    });

    it('asks SEPA for account holder and IBAN', () => {
      expect(errorsOf(2, { accountHolder: '', iban: '' })).toEqual({
        accountHolder: 'Kontoinhaber oder Kontoinhaberin ist erforderlich, damit wir Ihre Buchung bearbeiten können',
        iban: 'IBAN ist erforderlich, damit wir Ihre Buchung bearbeiten können',
      });
    });

    it.each([
      ['DE88 3704 0044 0532 0130 00', 'Die Prüfziffer der IBAN stimmt nicht. Bitte vergleichen Sie die IBAN mit Ihrem Kontoauszug'],
      ['DE89 3704 0044 0532 0130', 'Die IBAN hat nicht die richtige Länge. Bitte vergleichen Sie sie mit Ihrem Kontoauszug'],
      ['Kontonummer 123', 'Bitte geben Sie eine gültige IBAN ein (Format: DE89 3704 0044 0532 0130 00)'],
      ['at61 1904 3002 3457 3201', undefined],
    ])('IBAN %s', (iban, message) => {
      expect(errorsOf(2, { iban }).iban).toBe(message);
    });

    it.each(['bank', 'card'])('%s needs no account data, and none is sent', (paymentMethod) => {
      expect(errorsOf(2, { paymentMethod, accountHolder: '', iban: 'kaputt' })).toEqual({});
      expect(parseBooking({ ...validBooking, paymentMethod })).toMatchObject({ accountHolder: '', iban: '' });
    });
  });

  describe('step 3, participant', () => {
    it.each([
      ['5', 'Unsere Kurse sind für Kinder und Jugendliche von 6 bis 18 Jahren. Bitte geben Sie ein Alter zwischen 6 und 18 ein'],
      ['19', 'Unsere Kurse sind für Kinder und Jugendliche von 6 bis 18 Jahren. Bitte geben Sie ein Alter zwischen 6 und 18 ein'],
      ['9.5', 'Bitte geben Sie das Alter Ihres Kindes in ganzen Jahren ein (zum Beispiel 9)'],
      ['neun', 'Bitte geben Sie das Alter Ihres Kindes in ganzen Jahren ein (zum Beispiel 9)'],
      ['', 'Alter des Kindes ist erforderlich, damit wir Ihre Buchung bearbeiten können'],
      ['6', undefined],
      ['18', undefined],
    ])('age %s', (studentAge, message) => {
      expect(errorsOf(3, { studentAge }).studentAge).toBe(message);
    });

    it('needs names without digits and an experience level', () => {
      expect(errorsOf(3, { studentFirstName: 'B3n', studentExperience: '' })).toEqual({
        studentFirstName: 'Vorname des Kindes darf keine Zahlen enthalten, damit wir Ihr Kind korrekt ansprechen können',
        studentExperience: 'Bitte wählen Sie die Vorkenntnisse Ihres Kindes',
      });
      for (const studentExperience of ['none', 'basic', 'intermediate']) expect(errorsOf(3, { studentExperience })).toEqual({});
    });
  });

  describe('step 4, overview', () => {
    it('needs terms and privacy', () => {
      expect(errorsOf(4, { termsAccepted: false, privacyAccepted: false })).toEqual({
        termsAccepted: 'Bitte bestätigen Sie die AGB, damit wir Ihre Buchung annehmen dürfen',
        privacyAccepted: 'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Angaben verarbeiten dürfen',
      });
      expect(parseBooking({ ...validBooking, privacyAccepted: false })).toBeNull();
    });
  });
});
