/** The booking form data of spec §3, with the wizard's labels; the rules live in lib/validation/booking.ts. */
export interface BookingFormData {
  parentSalutation: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  parentPhone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  paymentMethod: string;
  accountHolder: string;
  iban: string;
  studentFirstName: string;
  studentLastName: string;
  studentAge: string;
  studentExperience: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

export type BookingField = keyof BookingFormData;

export const EMPTY_BOOKING: BookingFormData = {
  parentSalutation: '',
  parentFirstName: '',
  parentLastName: '',
  parentEmail: '',
  parentPhone: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  country: 'Deutschland',
  paymentMethod: '',
  accountHolder: '',
  iban: '',
  studentFirstName: '',
  studentLastName: '',
  studentAge: '',
  studentExperience: '',
  termsAccepted: false,
  privacyAccepted: false,
};

export const BOOKING_LABELS: Record<BookingField, string> = {
  parentSalutation: 'Anrede',
  parentFirstName: 'Vorname',
  parentLastName: 'Nachname',
  parentEmail: 'E-Mail-Adresse',
  parentPhone: 'Telefonnummer',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  paymentMethod: 'Zahlungsart',
  accountHolder: 'Kontoinhaber oder Kontoinhaberin',
  iban: 'IBAN',
  studentFirstName: 'Vorname des Kindes',
  studentLastName: 'Nachname des Kindes',
  studentAge: 'Alter des Kindes',
  studentExperience: 'Vorkenntnisse',
  termsAccepted: 'AGB',
  privacyAccepted: 'Datenschutz',
};
