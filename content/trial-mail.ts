import { contactDetails } from './contact-details';
import { signupContent } from './funnel';

/**
 * Words of the confirmation a parent receives at once after signing up for a trial lesson (lib/trial/confirmation-mail.ts).
 * Nothing typed into the form appears in it, not even a name: nobody can use the form to send someone else their words.
 */
export const trialMailCopy = {
  subject: (date: string) => `Ihr Platz in der kostenlosen Probestunde am ${date}`,
  greeting: 'Guten Tag,',
  reserved: 'vielen Dank für Ihre Anmeldung! Der Platz für Ihr Kind in unserer kostenlosen Probestunde ist reserviert:',
  online: 'online, von zu Hause aus',
  timeZone: 'Uhr (deutsche Zeit)',
  link: 'Den Link zur Online-Stunde und eine kurze Anleitung schickt Ihnen unser Team vor dem Termin per E-Mail.',
  needsHeading: signupContent.whatYouNeed.heading,
  needs: signupContent.whatYouNeed.items,
  calendar: 'Im Anhang finden Sie den Termin als Kalendereintrag (probestunde.ics).',
  cancelHeading: 'Sie können doch nicht?',
  cancel: 'Dann geben Sie den Platz bitte über diesen Link frei, damit ein anderes Kind nachrücken kann:',
  cancelButton: 'Platz freigeben',
  questions: `Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${contactDetails.phoneDisplay} (${contactDetails.phoneHours}).`,
  closing: 'Herzliche Grüße',
  signature: 'Ihr CodingStars-Team',
  notYou: 'Sie haben sich nicht angemeldet? Dann hat jemand Ihre Adresse vertippt; geben Sie den Platz bitte über den Link frei.',
} as const;
