import type { BookingFormData } from '@/lib/booking/form-data';

/** A complete, valid booking for the unit tests. */
export const validBooking: BookingFormData = {
  parentSalutation: 'Frau',
  parentFirstName: 'Anna',
  parentLastName: 'Schmidt',
  parentEmail: 'anna@beispiel.de',
  parentPhone: '030 1234 567',
  street: 'Lindenstraße',
  houseNumber: '12a',
  postalCode: '10969',
  city: 'Berlin',
  country: 'Deutschland',
  paymentMethod: 'sepa',
  accountHolder: 'Anna Schmidt',
  iban: 'DE89 3704 0044 0532 0130 00',
  studentFirstName: 'Ben',
  studentLastName: 'Schmidt',
  studentAge: '9',
  studentExperience: 'none',
  termsAccepted: true,
  privacyAccepted: true,
};
