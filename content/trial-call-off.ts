/**
 * Words of a trial the team calls off (lib/trial/call-off.ts, DECISIONS.md, seventh round): the mail to each family
 * with a seat, the mail to each family on the date's waitlist, and what the team's page of the day says. The reason is
 * the team's own words; nothing a family typed appears in a mail.
 */
export const trialCallOffMailCopy = {
  subject: (date: string) => `Die Probestunde am ${date} fällt leider aus`,
  sorry: (date: string) =>
    `leider müssen wir Ihnen absagen: Die kostenlose Probestunde am ${date} kann nicht stattfinden. Das tut uns sehr leid, zumal Sie sich und Ihrem Kind den Termin schon freigehalten haben.`,
  reasonHeading: 'Der Grund',
  moveHeading: 'Ihr Platz wartet auf einen neuen Termin',
  move: 'Wählen Sie hier einfach einen anderen Mittwoch:',
  moveButton: 'Anderen Termin wählen',
  moveNote: 'Auf der Seite hinter dem Link sehen Sie die nächsten Termine mit ihren freien Plätzen. Danach bekommen Sie eine neue Bestätigung mit Kalendereintrag; den bisherigen Eintrag können Sie löschen.',
  nothingElse: 'Sie müssen sonst nichts tun: Ihre Anmeldung bleibt bestehen, bis Sie einen neuen Termin gewählt haben.',

  waitlistSubject: (date: string) => `Die Probestunde am ${date} fällt leider aus`,
  waitlist: (date: string) =>
    `Ihr Kind steht auf der Warteliste für unsere kostenlose Probestunde am ${date}. Leider müssen wir diesen Termin absagen: Die Stunde kann nicht stattfinden, und die Warteliste dafür gibt es nicht mehr. Ihr Kind wartet also nicht mehr auf diesen Termin.`,
  waitlistChoose: 'Wir freuen uns, wenn Ihr Kind an einem anderen Mittwoch dabei ist. Hier wählen Sie einen neuen Termin, ebenso kostenlos und unverbindlich:',
  waitlistButton: 'Neuen Termin wählen',
} as const;

/** The call-off as the team's page of the day shows it (/intern/probestunden/JJJJ-MM-TT). */
export const trialCallOffDayCopy = {
  heading: 'Probestunde abgesagt',
  reason: 'Grund',
  by: (by: string, at: string) => `Abgesagt von ${by} am ${at}.`,
  told: (seats: number, waiting: number) =>
    `Benachrichtigt: ${seats === 1 ? '1 Familie' : `${seats} Familien`} mit Platz (mit dem Link zu einem neuen Termin), ${waiting === 1 ? '1 Familie' : `${waiting} Familien`} von der Warteliste.`,
  noMarks: 'Anwesenheit und Empfehlungen gibt es für diesen Termin nicht.',
} as const;

/** The note on a queued mail the call-off stops (state 'skipped', "entfällt" in /intern/postausgang). */
export const CALL_OFF_QUEUE_NOTE = 'Probestunde abgesagt';
