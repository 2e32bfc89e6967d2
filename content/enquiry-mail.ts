/**
 * Words of the email the relay sends to staff for each enquiry or booking (lib/outbox/mail.ts). Every template
 * parameter appears in the mail; these are the labels of the ones we know, in this order. A parameter without a
 * label here still appears, under its own key.
 */
export const enquiryMailLabels: Record<string, string> = {
  request_type: 'Art der Anfrage',
  booking_number: 'Buchungsnummer',
  trial_origin_label: 'Herkunft',
  salutation: 'Anrede',
  first_name: 'Vorname',
  last_name: 'Nachname',
  from_name: 'Name',
  email: 'E-Mail',
  reply_to: 'Antwort an',
  phone: 'Telefon',
  child_name: 'Kind',
  child_first_name: 'Vorname des Kindes',
  child_last_name: 'Nachname des Kindes',
  child_age: 'Alter des Kindes',
  age_fit: 'Alter zum Kurs',
  child_experience: 'Vorkenntnisse',
  selected_course: 'Kurs',
  course_id: 'Kurs-Nr.',
  package: 'Paket',
  package_id: 'Paket-Kennung',
  price: 'Preis',
  term: 'Laufzeit',
  time_slots: 'Wunschtermine',
  time_slot_ids: 'Termin-Kennungen',
  start_month_label: 'Startmonat',
  start_month: 'Startmonat (Kennung)',
  street: 'Straße',
  house_number: 'Hausnummer',
  postal_code: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  payment_method: 'Zahlungsart',
  account_holder: 'Kontoinhaber',
  iban: 'IBAN (gekürzt; vollständig nur im internen Bereich)',
  terms_accepted: 'AGB akzeptiert',
  privacy_accepted: 'Datenschutzerklärung zur Kenntnis genommen',
  message: 'Nachricht',
  trial_date_label: 'Probestunde am',
  trial_date: 'Probestunde (Kennung)',
  previous_trial_date: 'Bisheriger Termin (Kennung)',
  previous_attendance: 'Am bisherigen Termin',
  trial_waitlist: 'Warteliste, Platz',
  signup_id: 'Anmeldung (Kennung)',
  booking_id: 'Buchung (Kennung)',
};

export const enquiryMailCopy = {
  /** Subject: '<kind> – Kind: <first name>'; bookings carry request_type 'Buchung' and no 'Anfrage' before it. */
  enquiry: 'Anfrage',
  child: 'Kind',
  heading: 'Neue Anfrage über die Website',
  bookingHeading: 'Neue Buchung über die Website',
  /** A booking through the link in the recommendation after a trial lesson (lib/forms/outbox-submission.ts). */
  trialOrigin: (date: string) => `Über die Empfehlung nach der Probestunde am ${date}`,
  /** A parent freed a trial seat with the link from the confirmation; the rest is what they had sent. */
  cancellation: 'Absage Probestunde',
  cancellationHeading: 'Absage einer Probestunde: Der Platz ist wieder frei',
  received: 'Eingegangen',
  entry: 'Eintrag im Posteingang',
  replyHint: 'Antworten Sie einfach auf diese E-Mail: die Antwort geht an die Eltern.',
  empty: '(leer)',
  senderName: 'Website',
} as const;
