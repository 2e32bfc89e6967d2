import { contactDetails } from './contact-details';
import { TRIAL_TIME, trialFollowUp } from './trial';

/** Words every page behind a link in a parent's mail shares (components/trial/). */
export const trialLinksCopy = {
  eyebrow: 'Probestunde',
  invalidTitle: 'Dieser Link ist nicht gültig',
  invalid: `Vielleicht wurde er beim Kopieren abgeschnitten. Öffnen Sie ihn bitte direkt aus unserer E-Mail, oder rufen Sie uns an: ${contactDetails.phoneDisplay}.`,
  tooMany: 'Gerade kamen sehr viele Anfragen von Ihrem Anschluss. Bitte versuchen Sie es in einer Minute noch einmal.',
  unavailable: `Das hat gerade nicht geklappt, an Ihrer Anmeldung hat sich nichts geändert. Bitte versuchen Sie es gleich noch einmal oder rufen Sie uns an: ${contactDetails.phoneDisplay}.`,
  again: 'Möchten Sie einen anderen Termin? Sie können Ihr Kind jederzeit neu anmelden.',
  againLink: 'Neuen Termin wählen',
} as const;

/** The move link's page (app/(funnel)/start/signup/verschieben). */
export const trialMoveCopy = {
  metaTitle: 'Probestunde verschieben',
  description: 'Verschieben Sie den Platz Ihres Kindes in der kostenlosen Probestunde auf einen anderen Mittwoch.',
  chooseTitle: 'Auf welchen Mittwoch verschieben?',
  choose: (date: string) => `Ihr Kind hat einen Platz in unserer kostenlosen Probestunde am ${date}. Wählen Sie den neuen Termin; der bisherige Platz wird dabei sofort für ein anderes Kind frei.`,
  /** The seat's lesson is over and the child was not there (the offer of a new date links here). */
  chooseMissed: (date: string) => `Am ${date} konnte Ihr Kind leider nicht dabei sein. Wählen Sie einen neuen Termin, dann holt es die kostenlose Probestunde dort nach.`,
  legend: 'Neuer Termin',
  time: `${TRIAL_TIME}\u00a0Uhr`,
  current: 'Ihr jetziger Termin',
  full: 'ausgebucht',
  seatsLeft: (n: number) => (n === 1 ? 'noch 1 Platz frei' : `noch ${n} Plätze frei`),
  none: 'An den nächsten Terminen ist gerade kein Platz frei. Ihr Platz bleibt, wie er ist; rufen Sie uns gern an, wir finden eine Lösung.',
  button: 'Auf diesen Termin verschieben',
  fullNow: 'Dieser Termin ist gerade voll geworden. Bitte wählen Sie einen anderen; Ihr bisheriger Platz ist Ihnen sicher.',
  limit: 'Für diesen Termin haben Sie schon zwei Plätze reserviert. Für weitere Kinder rufen Sie uns bitte an.',
  keep: 'Doch lieber beim alten Termin bleiben? Dann müssen Sie nichts tun.',
  keepMissed: 'Sie möchten die Probestunde nicht nachholen? Dann müssen Sie nichts tun.',
  movedTitle: 'Ihr Platz ist verschoben',
  moved: (date: string, from: string) => `Neuer Termin: ${date} (bisher ${from}). Die neue Bestätigung mit dem Kalendereintrag ist unterwegs in Ihr Postfach; der Eintrag ersetzt den bisherigen in Ihrem Kalender.`,
  cancelledTitle: 'Diese Anmeldung ist abgesagt',
  cancelled: (date: string) => `Der Platz am ${date} wurde freigegeben und lässt sich deshalb nicht mehr verschieben.`,
  startedTitle: 'Diese Probestunde hat schon begonnen',
  started: (date: string) => `Die Probestunde am ${date} hat schon begonnen, der Platz lässt sich nicht mehr verschieben.`,
} as const;

/** The offer link's page (app/(funnel)/start/signup/nachruecken): a seat from the waitlist. */
export const waitlistClaimCopy = {
  metaTitle: 'Platz von der Warteliste übernehmen',
  description: 'Übernehmen Sie den Platz in der kostenlosen Probestunde, den wir für Ihr Kind bereithalten.',
  offerTitle: 'Ein Platz für Ihr Kind',
  offer: (date: string, until: string) => `In der kostenlosen Probestunde am ${date} ist ein Platz frei geworden. Wir halten ihn für Ihr Kind bereit bis ${until}.`,
  button: 'Platz übernehmen',
  notNeeded: 'Sie brauchen den Platz nicht? Dann geben Sie ihn mit dem Link „Platz weitergeben“ aus unserer E-Mail an die nächste Familie weiter.',
  bookedTitle: 'Der Platz gehört Ihrem Kind',
  booked: (date: string) => `Ihr Kind ist in der Probestunde am ${date} dabei. Die Bestätigung mit dem Kalendereintrag und den Links zum Verschieben oder Absagen ist unterwegs in Ihr Postfach.`,
  claimedTitle: 'Sie haben diesen Platz schon übernommen',
  claimed: (date: string) => `Ihr Kind ist in der Probestunde am ${date} dabei; die Bestätigung haben Sie per E-Mail bekommen.`,
  expiredTitle: 'Die Frist ist leider abgelaufen',
  expired: (date: string) => `Der Platz in der Probestunde am ${date} ist an die nächste Familie auf der Warteliste gegangen.`,
  leftTitle: 'Sie haben sich ausgetragen',
  left: (date: string) => `Ihr Kind steht nicht mehr auf der Warteliste für die Probestunde am ${date}.`,
  waitingTitle: 'Noch ist kein Platz frei',
  waiting: (date: string, position: number) => `Ihr Kind steht auf Platz ${position} der Warteliste für die Probestunde am ${date}. Sobald ein Platz frei wird, schreiben wir Ihnen.`,
} as const;

/** The leave link's page (app/(funnel)/start/signup/warteliste). */
export const waitlistLeaveCopy = {
  metaTitle: 'Von der Warteliste austragen',
  description: 'Tragen Sie Ihr Kind von der Warteliste der kostenlosen Probestunde aus.',
  waitingTitle: 'Von der Warteliste austragen?',
  waiting: (date: string, position: number) => `Ihr Kind steht auf Platz ${position} der Warteliste für die Probestunde am ${date}.`,
  button: 'Ja, austragen',
  keep: `Auf der Liste bleiben? Dann müssen Sie nichts tun. Wird ein Platz frei, halten wir ihn ${trialFollowUp.waitlistHoldHours}\u00a0Stunden lang für Sie.`,
  offeredTitle: 'Den angebotenen Platz weitergeben?',
  offered: (date: string, until: string) => `Für Ihr Kind ist ein Platz in der Probestunde am ${date} reserviert, bis ${until}. Wenn Sie ihn nicht brauchen, geben Sie ihn bitte gleich an die nächste Familie weiter.`,
  offeredButton: 'Ja, Platz weitergeben',
  offeredKeep: 'Sie möchten den Platz doch? Dann übernehmen Sie ihn mit dem Link „Platz übernehmen“ aus unserer E-Mail.',
  leftTitle: 'Sie sind ausgetragen',
  left: (date: string) => `Ihr Kind steht nicht mehr auf der Warteliste für die Probestunde am ${date}. Danke, dass Sie Bescheid gesagt haben.`,
  claimedTitle: 'Ihr Kind hat einen Platz',
  claimed: (date: string) => `Sie haben den Platz in der Probestunde am ${date} schon übernommen. Zum Absagen nutzen Sie bitte den Link in der Bestätigung.`,
  expiredTitle: 'Sie stehen nicht mehr auf der Warteliste',
  expired: (date: string) => `Die Frist für den Platz in der Probestunde am ${date} ist abgelaufen; er ist an die nächste Familie gegangen.`,
} as const;

/** The stop link's page (app/(funnel)/start/signup/keine-emails): no more mail after the trial lesson. */
export const trialStopCopy = {
  metaTitle: 'Keine weiteren E-Mails zur Probestunde',
  description: 'Bestellen Sie die E-Mails nach der kostenlosen Probestunde ab.',
  askTitle: 'Keine weiteren E-Mails zu dieser Probestunde?',
  ask: (date: string) =>
    `Es geht um die kostenlose Probestunde am ${date}. Danach schicken wir Ihnen die Einschätzung der Lehrkraft oder, wenn Ihr Kind nicht dabei sein konnte, das Angebot eines neuen Termins. Möchten Sie dazu nichts mehr von uns hören, genügt ein Klick.`,
  button: 'Keine weiteren E-Mails zu dieser Probestunde',
  keep: 'Sie möchten unsere E-Mails doch bekommen? Dann müssen Sie nichts tun.',
  stoppedTitle: 'Sie bekommen keine weiteren E-Mails',
  stopped: (date: string) =>
    `Zur Probestunde am ${date} schicken wir Ihnen keine E-Mails mehr. Ihre Angaben löschen wir mit der Anmeldung, wie in unserer Datenschutzerklärung beschrieben.`,
  later: 'Möchten Sie später doch einen Kurs buchen oder einen neuen Termin? Wir freuen uns, wenn Sie sich melden.',
} as const;
