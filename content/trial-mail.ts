import { contactDetails } from './contact-details';
import { siteConfig } from './site';
import { signupContent } from './funnel';
import { trial, TRIAL_TIME, trialFollowUp } from './trial';

const hour = (time: string) => `${time}\u00a0Uhr`;

/**
 * Words of the mails a parent receives about a trial seat (lib/trial/parent-mails.ts): the confirmation (again after a
 * move), the two reminders, the waitlist's mails. Nothing typed into the form appears in them, not even a name: nobody
 * can use the form to send someone else their words.
 */
export const trialMailCopy = {
  subject: (date: string) => `Ihr Platz in der kostenlosen Probestunde am ${date}`,
  movedSubject: (date: string) => `Verschoben: Ihr Platz in der kostenlosen Probestunde am ${date}`,
  greeting: 'Guten Tag,',
  reserved: 'vielen Dank für Ihre Anmeldung! Der Platz für Ihr Kind in unserer kostenlosen Probestunde ist reserviert:',
  moved: 'Ihr Platz in unserer kostenlosen Probestunde ist verschoben. Das ist der neue Termin:',
  movedCalendar: 'Im Anhang finden Sie den neuen Termin als Kalendereintrag (probestunde.ics). Er ersetzt den bisherigen Eintrag in Ihrem Kalender.',
  online: 'online, von zu Hause aus',
  timeZone: 'Uhr (deutsche Zeit)',
  /** Without TRIAL_JOIN_URL: the team sends the link, as before the reminders. */
  link: 'Den Link zur Online-Stunde und eine kurze Anleitung schickt Ihnen unser Team vor dem Termin per E-Mail.',
  /** With TRIAL_JOIN_URL: the reminders carry it. */
  linkInReminder: `Den Link zur Online-Stunde schicken wir Ihnen mit der Erinnerung am Vortag um ${hour(trialFollowUp.dayBeforeReminder)} und noch einmal am Tag der Stunde um ${hour(trialFollowUp.sameDayReminder)}.`,
  needsHeading: signupContent.whatYouNeed.heading,
  needs: signupContent.whatYouNeed.items,
  calendar: 'Im Anhang finden Sie den Termin als Kalendereintrag (probestunde.ics).',
  moveHeading: 'Der Tag passt doch nicht?',
  move: 'Dann verschieben Sie den Platz auf einen anderen Mittwoch:',
  moveButton: 'Termin verschieben',
  cancelHeading: 'Sie können doch nicht?',
  cancel: 'Dann geben Sie den Platz bitte frei, damit ein anderes Kind nachrücken kann:',
  cancelButton: 'Platz freigeben',
  questions: `Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${contactDetails.phoneDisplay} (${contactDetails.phoneHours}).`,
  closing: 'Herzliche Grüße',
  signature: `Ihr ${siteConfig.name}-Team`,
  notYou: 'Sie haben sich nicht angemeldet? Dann hat jemand Ihre Adresse vertippt; geben Sie den Platz bitte über den Link frei.',
} as const;

/** The two reminders (lib/trial/parent-mails.ts): the day before at 17:00, on the day at 16:00. */
export const trialReminderCopy = {
  'day-before': {
    subject: (date: string) => `Morgen ist Probestunde: ${date}, ${hour(trial.start)}`,
    intro: 'morgen ist es so weit: Ihr Kind ist in unserer kostenlosen Probestunde angemeldet.',
  },
  'same-day': {
    subject: (date: string) => `Heute um ${hour(trial.start)}: Probestunde bei ${siteConfig.name} (${date})`,
    intro: 'heute ist es so weit: Ihr Kind ist in unserer kostenlosen Probestunde angemeldet.',
  },
  joinHeading: 'So kommt Ihr Kind in die Stunde',
  join: 'Öffnen Sie diesen Link bitte fünf Minuten vor Beginn im Browser des Computers, an dem Ihr Kind sitzt. Eine Anmeldung oder ein Programm braucht es nicht.',
  joinButton: 'Zur Online-Stunde',
  /** Without TRIAL_JOIN_URL. */
  joinByTeam: 'Den Link zur Online-Stunde schickt Ihnen unser Team vor Beginn per E-Mail.',
  keep: 'Der Link gilt nur für die angemeldeten Kinder dieser Gruppe; bitte geben Sie ihn nicht weiter.',
} as const;

/** The waitlist's mails to a parent. */
export const waitlistMailCopy = {
  joinedSubject: (date: string) => `Warteliste für die Probestunde am ${date}`,
  joined: (date: string, position: number) =>
    `vielen Dank für Ihr Interesse! Die Probestunde am ${date} ist ausgebucht. Ihr Kind steht auf Platz ${position} der Warteliste.`,
  howItWorks: `Wird ein Platz frei, bekommen Sie sofort eine E-Mail. Dann halten wir ihn ${trialFollowUp.waitlistHoldHours}\u00a0Stunden lang für Ihr Kind, am Tag der Stunde längstens bis ${hour(trialFollowUp.waitlistLastOffer)}. Wer ihn bis dahin nicht übernimmt, gibt ihn an die nächste Familie weiter.`,
  leaveHeading: 'Sie brauchen keinen Platz mehr?',
  leave: 'Dann tragen Sie sich bitte aus, damit die nächste Familie schneller an die Reihe kommt:',
  leaveButton: 'Von der Warteliste austragen',
  offerSubject: (date: string) => `Ein Platz ist frei: Probestunde am ${date}`,
  offer: (date: string) => `gute Nachricht: In der kostenlosen Probestunde am ${date} ist ein Platz frei geworden, und wir halten ihn für Ihr Kind bereit.`,
  offerUntil: (until: string) => `Bitte übernehmen Sie den Platz bis ${until}. Danach geht er an die nächste Familie auf der Warteliste.`,
  claimButton: 'Platz übernehmen',
  offerLeave: 'Sie brauchen den Platz nicht mehr? Dann geben Sie ihn gleich weiter:',
  offerLeaveButton: 'Platz weitergeben',
  notYou: 'Sie haben sich nicht eingetragen? Dann hat jemand Ihre Adresse vertippt; tragen Sie sich bitte über den Link aus.',
} as const;

/** Words of the staff mails about trial seats that the relay adds to the enquiry mails (lib/trial/staff-mails.ts). */
export const trialStaffCopy = {
  waitlistSubject: (date: string, position: string) => `Warteliste Probestunde ${date} (Platz ${position})`,
  waitlistHeading: 'Neue Anmeldung auf der Warteliste einer Probestunde',
  movedSubject: (date: string) => `Probestunde verschoben auf ${date}`,
  movedHeading: 'Ein Platz in der Probestunde wurde verschoben',
  claimedSubject: (date: string) => `Von der Warteliste nachgerückt: Probestunde ${date}`,
  claimedHeading: 'Eine Familie von der Warteliste hat einen frei gewordenen Platz übernommen',
  free: 'Ist diese Anmeldung nicht echt (ein Scherz, eine vertippte Adresse)? Dann geben Sie den Platz mit diesem Link frei:',
  /** A seat marked "Nicht gekommen" that the family moved: the old mark, in the staff mail of the move. */
  previousMissed: (by: string, at?: string) => `nicht gekommen${by || at ? `, eingetragen${by ? ` von ${by}` : ''}${at ? ` am ${at}` : ''}` : ''}`,
  teamListSubject: (date: string, children: number, left: number) =>
    `Probestunde ${date}: ${children === 1 ? '1 Kind' : `${children} Kinder`}, ${left === 1 ? '1 Platz' : `${left} Plätze`} frei`,
  teamListHeading: (date: string) => `Probestunde am ${date}, ${hour(TRIAL_TIME)}`,
  children: 'Angemeldete Kinder',
  noChildren: 'Für diesen Termin ist kein Kind angemeldet.',
  seatsLeft: 'Freie Plätze',
  waitlist: 'Warteliste',
  noWaitlist: 'Niemand wartet.',
  waiting: 'wartet',
  offered: (until: string) => `Platz angeboten bis ${until}`,
  join: 'Link zur Online-Stunde',
  noJoin: 'TRIAL_JOIN_URL ist nicht gesetzt: Bitte schicken Sie den Familien den Link zur Online-Stunde selbst.',
  columns: { child: 'Kind', age: 'Alter', parent: 'Eltern', email: 'E-Mail', phone: 'Telefon', free: 'Platz freigeben' },
  freeLink: 'freigeben',
  /** The day's page in the team's room (/intern/probestunden/YYYY-MM-DD): the list, and the marks after the lesson. */
  dayPage: 'Liste und Anwesenheit im internen Bereich',
  footer: 'Diese Liste geht am Morgen jedes Probestunden-Tags mit Anmeldungen an das Team. Auf dem Server zeigt „npm run trials“ sie jederzeit.',
} as const;

/**
 * The two mails after the lesson (lib/trial/follow-up-mails.ts): the teacher's recommendation to a family whose child
 * came, the offer of a new date to a family whose child did not. Like every mail to a parent they repeat nothing typed
 * into the form; the teacher's note is the team's own words. Each ends with the link after which the family gets no
 * more mail about this trial.
 */
export const trialAfterLessonCopy = {
  recommendationSubject: 'Nach der Probestunde: unsere Kursempfehlung für Ihr Kind',
  thanks: (date: string) => `schön, dass Ihr Kind am ${date} bei unserer kostenlosen Probestunde dabei war! Unsere Lehrkraft hat erlebt, was Ihr Kind schon kann und woran es Freude hatte, und empfiehlt Ihnen diesen Kurs:`,
  factsHeading: 'Das Wichtigste zum Kurs',
  level: (level: string) => `Level ${level}`,
  ages: (min: number, max: number) => `für ${min} bis ${max} Jahre`,
  length: (months: number, frequency: string, duration: string) => `${months} Monate lang ${frequency} ${duration}`,
  group: (type: string, min: number, max: number) => `live ${type.toLowerCase()} in Gruppen von ${min} bis ${max} Kindern`,
  prerequisite: (titles: string) => `Voraussetzung: abgeschlossener Kurs ${titles}`,
  learnsHeading: 'Das lernt Ihr Kind',
  coursePage: (title: string) => `Alles über ${title} auf unserer Website`,
  noteHeading: 'Eine persönliche Nachricht der Lehrkraft',
  bookHeading: 'Einen festen Platz buchen',
  book: 'Mit diesem Link öffnen Sie die Buchung, der empfohlene Kurs ist schon ausgewählt. Sie wählen dann nur noch Paket, Wunschtermine und Startmonat.',
  bookButton: (title: string) => `${title} buchen`,
  unsure: 'Sie möchten erst mit uns sprechen, oder ein anderer Kurs interessiert Sie mehr? Dann beraten wir Sie gern.',

  missedSubject: (date: string) => `Probestunde am ${date} verpasst? Wählen Sie einfach einen neuen Termin`,
  missed: (date: string) => `am ${date} konnte Ihr Kind leider nicht bei unserer kostenlosen Probestunde dabei sein. Das passiert: ein Infekt, ein Termin, der dazwischenkam, oder die Technik wollte nicht.`,
  offer: 'Ihr Kind kann die Probestunde gern an einem anderen Mittwoch nachholen, ebenso kostenlos und unverbindlich. Mit diesem Link verschieben Sie den Platz auf einen der nächsten Termine:',
  datesHeading: 'Die nächsten Termine',
  dateFull: (date: string) => `${date} (ausgebucht)`,
  moveButton: 'Neuen Termin wählen',
  seatsOnPage: 'Auf der Seite hinter dem Link sehen Sie, wie viele Plätze an jedem Termin noch frei sind. Danach bekommen Sie eine neue Bestätigung mit Kalendereintrag.',
  technique: 'Hat die Technik nicht mitgespielt? Rufen Sie uns gern vorher an, dann prüfen wir gemeinsam Computer, Headset und Browser.',

  stop: 'Sie möchten keine weiteren E-Mails zu dieser Probestunde?',
  stopLink: 'Keine weiteren E-Mails',
} as const;
