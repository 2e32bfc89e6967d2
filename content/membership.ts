import { contactDetails } from './contact-details';
import { DECLARATION_PATHS, declarationLinks } from './declaration-links';
import { siteConfig } from './site';

export { DECLARATION_PATHS, declarationLinks };

/** When the words of the declaration pages last changed (the sitemap's date). */
export const membershipUpdatedAt = '2026-11-28';

/**
 * Words of a membership after "Jetzt zahlungspflichtig buchen" (lib/membership/): the mails to the family and the team,
 * the pages "Vertrag widerrufen" (§ 356a BGB) and "Verträge hier kündigen" (§ 312k BGB) with their confirmations, and
 * the labels the team's room shows. The buttons and link texts the law prescribes are quoted verbatim.
 */

const phone = `${contactDetails.phoneDisplay} (${contactDetails.phoneHours})`;

export const bookingStateLabels = {
  requested: 'angefragt',
  confirmed: 'bestätigt',
  withdrawn: 'widerrufen',
  cancelled: 'gekündigt',
  ended: 'beendet',
} as const;

export const cancellationTypeLabels = {
  ordinary: 'ordentliche Kündigung',
  extraordinary: 'außerordentliche Kündigung',
} as const;

/**
 * The SEPA core mandate's text (the European Payments Council's wording) on the wizard's payment step, given with the
 * final button; passed to the wizard by its page, so the browser's bundle does not carry the company's data.
 */
export const bookingSepaMandate = `SEPA-Lastschriftmandat: Mit dem Klick auf „Jetzt zahlungspflichtig buchen“ ermächtigen Sie die ${siteConfig.company.legalName}, Zahlungen von Ihrem Konto mittels Lastschrift einzuziehen. Zugleich weisen Sie Ihr Kreditinstitut an, die von der ${siteConfig.company.legalName} auf Ihr Konto gezogenen Lastschriften einzulösen. Hinweis: Sie können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit Ihrem Kreditinstitut vereinbarten Bedingungen. Unsere Gläubiger-Identifikationsnummer und Ihre Mandatsreferenz stehen in der Vertragsbestätigung.`;

/** The mails to the family (lib/membership/mails.ts). */
export const membershipMailCopy = {
  greeting: (name: string) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  receipt: {
    subject: (number: string) => `Ihre Buchung ${number} ist eingegangen`,
    intro: (when: string, number: string) =>
      `vielen Dank für Ihre Buchung! Sie ist am ${when} bei uns eingegangen. Ihre Buchungsnummer ist ${number}; bitte nennen Sie sie, wenn Sie uns schreiben oder anrufen.`,
    notYetContract:
      'Diese E-Mail bestätigt den Eingang Ihrer Buchung; sie ist noch nicht die Annahme Ihres Angebots (AGB § 2). Wir teilen Ihr Kind jetzt einer Gruppe zu einem Ihrer Wunschtermine zu. Sobald das geschehen ist, bestätigen wir Ihnen den Vertrag mit einer weiteren E-Mail und nennen Ihnen den ersten Unterrichtstag, in der Regel innerhalb von zwei Werktagen.',
    orderHeading: 'Ihre Buchung',
  },
  contract: {
    subject: (number: string) => `Ihr Vertrag ${number} ist bestätigt`,
    intro: (number: string) => `wir freuen uns, Ihr Kind bei uns zu haben! Hiermit nehmen wir Ihre Buchung ${number} an; der Vertrag ist damit geschlossen.`,
    heading: 'Ihr Vertrag',
    firstLesson: 'Erster Unterrichtstag',
    lessons: 'Unterricht',
    lessonsWhen: (weekday: string, range: string) => `jeden ${weekday}, ${range} Uhr (außer in den Berliner Schulferien und an Feiertagen)`,
    minimumTermEnd: 'Mindestlaufzeit bis einschließlich',
    plusFirstCancellation: 'Erstmals kündbar zum',
    paymentHeading: 'Die erste Zahlung',
    payment: {
      sepa: (amount: string, date: string) => `Den ersten Betrag von ${amount} ziehen wir am ${date} per SEPA-Lastschrift von Ihrem Konto ein. Diese E-Mail ist zugleich die Vorabankündigung dieser Lastschrift.`,
      bank: (amount: string, date: string) => `Für den ersten Betrag von ${amount} erhalten Sie eine Rechnung zum ${date}; bitte überweisen Sie ihn innerhalb von 14 Tagen mit der Rechnungsnummer als Verwendungszweck.`,
      card: (amount: string, date: string) => `Für den ersten Betrag von ${amount}, fällig am ${date}, schicken wir Ihnen einen sicheren Zahlungslink per E-Mail. Ihre Kartendaten geben Sie nur dort ein.`,
    },
    mandateHeading: 'SEPA-Lastschriftmandat',
    mandate: (company: string) =>
      `Sie haben die ${company} ermächtigt, Zahlungen von Ihrem Konto mittels Lastschrift einzuziehen. Zugleich haben Sie Ihr Kreditinstitut angewiesen, die von der ${company} auf Ihr Konto gezogenen Lastschriften einzulösen. Hinweis: Sie können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit Ihrem Kreditinstitut vereinbarten Bedingungen.`,
    creditorId: 'Gläubiger-Identifikationsnummer',
    mandateReference: 'Mandatsreferenz',
    accountHolder: 'Kontoinhaber oder Kontoinhaberin',
    iban: 'IBAN',
    cancelledHeading: 'Ihre Kündigung',
    cancelled: (received: string, end: string) => `Ihre Kündigung vom ${received} haben wir erhalten. Ihr Vertrag endet damit am ${end}.`,
    next: 'Vor der ersten Stunde bekommen Sie den Zugangslink zum Online-Klassenzimmer und eine kurze Anleitung für die Technik.',
  },
  legalHeading: 'Widerruf, Kündigung und unsere AGB',
  withdrawalRight: (link: string) => `Sie können diesen Vertrag innerhalb von 14 Tagen nach Vertragsschluss ohne Angabe von Gründen widerrufen, am einfachsten online über „${link}“:`,
  cancellationRight: (link: string) => `Kündigen können Sie jederzeit online über „${link}“, ohne Anmeldung:`,
  attachment: 'Unsere Allgemeinen Geschäftsbedingungen mit der Widerrufsbelehrung und dem Muster-Widerrufsformular finden Sie unten in dieser E-Mail und im Anhang als PDF zum Speichern und Ausdrucken.',
  attachmentName: 'CodingStars-AGB-und-Widerrufsbelehrung.pdf',
  questions: `Bei Fragen antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${phone}.`,
  closing: 'Herzliche Grüße',
  signature: `Ihr ${siteConfig.name}-Team`,
  legalAppendix: 'Allgemeine Geschäftsbedingungen, Widerrufsbelehrung und Muster-Widerrufsformular',
} as const;

/** What a withdrawal or cancellation says back: on its confirmation page, in its mail, and to the booking's own address. */
export const declarationCopy = {
  withdrawal: {
    subject: (number: string) => `Ihr Widerruf ist eingegangen${number ? ` (${number})` : ''}`,
    heading: 'Ihr Widerruf ist eingegangen',
    received: (when: string) => `Ihr Widerruf ist am ${when} bei uns eingegangen.`,
    kind: 'Widerruf des Vertrags',
    outcome: {
      applied: 'Ihr Vertrag ist damit widerrufen. Was Sie bereits bezahlt haben, erstatten wir Ihnen innerhalb von 14 Tagen (AGB § 9).',
      late: (end: string) =>
        `Nach unseren Unterlagen endete die Widerrufsfrist am ${end}. Wir prüfen Ihren Widerruf und melden uns bei Ihnen. Kündigen können Sie Ihren Vertrag unabhängig davon jederzeit über „Verträge hier kündigen“.`,
      already: 'Dieser Vertrag war bereits widerrufen; Ihre Erklärung haben wir trotzdem gespeichert.',
      unassigned: 'Wir konnten Ihre Angaben noch keiner Buchung zuordnen. Ihr Widerruf gilt trotzdem ab dem oben genannten Zeitpunkt als eingegangen; wir melden uns bei Ihnen, sobald wir die Buchung gefunden haben.',
    },
  },
  cancellation: {
    subject: (number: string) => `Ihre Kündigung ist eingegangen${number ? ` (${number})` : ''}`,
    heading: 'Ihre Kündigung ist eingegangen',
    received: (when: string) => `Ihre Kündigung ist am ${when} bei uns eingegangen.`,
    endsOn: (date: string) => `Ihr Vertrag endet am ${date}.`,
    requestedTooEarly: (asked: string, date: string) => `Zum ${asked} ist eine Kündigung nach AGB § 7 noch nicht möglich; Ihr Vertrag endet deshalb zum frühestmöglichen Zeitpunkt, am ${date}.`,
    earliestUnknown:
      'Ihr Vertrag endet zum frühestmöglichen Zeitpunkt. Der erste Unterrichtstag Ihres Kindes steht noch nicht fest; sobald er feststeht, nennen wir Ihnen das genaue Datum per E-Mail.',
    extraordinary: 'Eine außerordentliche Kündigung beendet den Vertrag mit ihrem Eingang oder zu dem Tag, den Sie genannt haben. Ob der Grund sie trägt, prüfen wir und melden uns bei Ihnen.',
    already: 'Dieser Vertrag war bereits gekündigt oder widerrufen; Ihre Erklärung haben wir trotzdem gespeichert.',
    unassigned: 'Wir konnten Ihre Angaben noch keiner Buchung zuordnen. Ihre Kündigung gilt trotzdem ab dem oben genannten Zeitpunkt als eingegangen; wir melden uns bei Ihnen mit dem Datum, zu dem Ihr Vertrag endet.',
  },
  rows: {
    kind: 'Erklärung',
    reason: 'Grund',
    name: 'Name',
    email: 'E-Mail-Adresse',
    number: 'Buchungsnummer',
    child: 'Name des Kindes',
    when: 'Gewünschtes Ende',
    earliest: 'zum frühestmöglichen Zeitpunkt',
    on: (date: string) => `zum ${date}`,
    received: 'Eingegangen am',
    reference: 'Eingangsnummer',
  },
  declared: 'Das haben Sie erklärt:',
  keep: 'Bitte speichern oder drucken Sie diese Bestätigung für Ihre Unterlagen.',
  mailed: (email: string) => `Diese Bestätigung haben wir Ihnen auch per E-Mail an ${email} geschickt.`,
  notMailed: 'Bitte speichern oder drucken Sie diese Seite: Eine Bestätigung per E-Mail können wir Ihnen gerade nicht schicken.',
  pageLink: 'Diese Bestätigung im Browser öffnen',
  notice: {
    subject: (kind: 'withdrawal' | 'cancellation', number: string) => `${kind === 'withdrawal' ? 'Widerruf' : 'Kündigung'} zu Ihrer Buchung ${number}`,
    intro: (kind: 'withdrawal' | 'cancellation', number: string, when: string, email: string) =>
      `am ${when} ist über unsere Website ${kind === 'withdrawal' ? 'ein Widerruf' : 'eine Kündigung'} zu Ihrer Buchung ${number} eingegangen, abgegeben mit der E-Mail-Adresse ${email}. Wir schreiben Ihnen, weil diese Adresse nicht die Ihrer Buchung ist.`,
    notYou: `Waren Sie das nicht? Dann melden Sie sich bitte sofort bei uns: ${phone} oder ${contactDetails.email}.`,
  },
} as const;

/** The two pages with their forms. */
export const declarationPageCopy = {
  withdrawal: {
    title: 'Vertrag widerrufen',
    description: 'Widerrufen Sie Ihre Mitgliedschaft bei CodingStars online: Name, E-Mail-Adresse und Buchungsnummer angeben, „Widerruf bestätigen“ klicken, fertig. Sie erhalten sofort eine Eingangsbestätigung.',
    intro: [
      'Sie haben eine Mitgliedschaft gebucht und möchten den Vertrag widerrufen? Das geht hier, ohne Anmeldung und ohne Angabe von Gründen. Die Widerrufsfrist beträgt 14 Tage ab Vertragsschluss (AGB § 9).',
      'Nach dem Klick auf „Widerruf bestätigen“ sehen Sie sofort, was bei uns eingegangen ist, mit Datum und Uhrzeit, und bekommen dieselbe Bestätigung per E-Mail.',
    ],
    button: 'Widerruf bestätigen',
  },
  cancellation: {
    title: 'Verträge hier kündigen',
    description: 'Kündigen Sie Ihre Mitgliedschaft bei CodingStars online, ohne Anmeldung: Angaben machen, „jetzt kündigen“ klicken. Sie erhalten sofort eine Bestätigung mit dem Datum, zu dem Ihr Vertrag endet.',
    intro: [
      'Hier kündigen Sie Ihre Mitgliedschaft, ohne Anmeldung und ohne weiteren Schritt. Füllen Sie das Formular aus und klicken Sie auf „jetzt kündigen“.',
      'Sie sehen sofort Ihre Kündigung mit Datum und Uhrzeit des Eingangs und dem Tag, an dem Ihr Vertrag endet, und bekommen dieselbe Bestätigung per E-Mail. Die Fristen stehen in AGB § 7.',
    ],
    button: 'jetzt kündigen',
  },
  fields: {
    type: 'Art der Kündigung',
    ordinary: 'Ordentliche Kündigung',
    ordinaryHint: 'Zum Ende der Mindestlaufzeit oder, danach, mit einer Frist von einem Monat.',
    extraordinary: 'Außerordentliche Kündigung',
    extraordinaryHint: 'Aus wichtigem Grund, ohne Frist. Bitte nennen Sie den Grund.',
    reason: 'Grund der außerordentlichen Kündigung',
    reasonHint: 'Nur bei einer außerordentlichen Kündigung nötig.',
    name: 'Ihr Vor- und Nachname',
    email: 'Ihre E-Mail-Adresse',
    emailHint: 'An diese Adresse schicken wir die Bestätigung.',
    contract: 'Welcher Vertrag?',
    number: 'Buchungsnummer',
    numberHint: 'Sie steht in der E-Mail „Ihre Buchung CS-… ist eingegangen“, zum Beispiel CS-7KQ4M2XD.',
    child: 'Oder, wenn Sie die Nummer nicht zur Hand haben: Vor- und Nachname Ihres Kindes',
    when: 'Wann soll der Vertrag enden?',
    earliest: 'Zum frühestmöglichen Zeitpunkt',
    onDate: 'Zu einem bestimmten Tag',
    date: 'Tag, an dem der Vertrag enden soll',
  },
  messages: {
    name: 'Bitte geben Sie Ihren Vor- und Nachnamen an, damit wir Ihre Erklärung zuordnen können',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir Ihnen die Bestätigung schicken können',
    contract: 'Bitte geben Sie die Buchungsnummer an oder, wenn Sie sie nicht zur Hand haben, den Namen Ihres Kindes',
    number: 'Eine Buchungsnummer beginnt mit „CS-“ und hat danach acht Buchstaben und Ziffern, zum Beispiel CS-7KQ4M2XD',
    reason: 'Bitte nennen Sie den Grund der außerordentlichen Kündigung',
    date: 'Bitte wählen Sie den Tag, an dem der Vertrag enden soll',
    datePast: 'Der Tag liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag',
    tooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`,
  },
  print: 'Seite drucken oder als PDF speichern',
  terms: 'Die Fristen, die Widerrufsbelehrung und das Muster-Widerrufsformular stehen in unseren',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  receiptTitle: { withdrawal: 'Eingangsbestätigung Ihres Widerrufs', cancellation: 'Eingangsbestätigung Ihrer Kündigung' },
  sentAgain: 'Diese Erklärung war schon bei uns eingegangen; hier ist ihre Bestätigung.',
  invalidLink: {
    title: 'Dieser Link ist nicht gültig',
    text: 'Der Link ist unvollständig oder gehört nicht zu einer Erklärung. Öffnen Sie ihn bitte noch einmal aus der E-Mail, oder rufen Sie uns an.',
  },
  unavailable: `Ihre Erklärung konnten wir gerade nicht speichern. Bitte versuchen Sie es in einer Minute noch einmal, oder rufen Sie uns an: ${phone}. Sie können uns auch per E-Mail an ${contactDetails.email} oder per Brief kündigen oder widerrufen.`,
} as const;

/** The team's mails about a booking and a declaration. */
export const membershipStaffCopy = {
  bookingSubject: (number: string) => `Buchung ${number}`,
  bookingLink: 'Buchung im internen Bereich ansehen und bestätigen:',
  declarationSubject: (kind: 'withdrawal' | 'cancellation', number: string) => `${kind === 'withdrawal' ? 'Widerruf' : 'Kündigung'} ${number || 'nicht zugeordnet'}`,
  declarationHeading: (kind: 'withdrawal' | 'cancellation') => `${kind === 'withdrawal' ? 'Widerruf' : 'Kündigung'} über die Website`,
  declarationLink: 'Im internen Bereich ansehen:',
  outcome: {
    applied: 'Auf die Buchung angewandt.',
    late: 'Widerruf nach Ablauf der Frist: bitte prüfen und der Familie antworten.',
    already: 'Die Buchung war schon widerrufen oder gekündigt.',
    unassigned: 'Keiner Buchung zugeordnet: bitte im internen Bereich zuordnen.',
  },
} as const;
