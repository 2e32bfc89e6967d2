/**
 * The words of the fees (lib/billing/): the invoice and the Stornorechnung as PDF, their mails to the family, and the
 * team's pages /intern/lastschriften, the invoices on a booking's page and the sums on /intern/zahlen.
 */

export const invoiceCopy = {
  title: { invoice: 'Rechnung', cancellation: 'Stornorechnung' },
  fileName: (number: string) => `CodingStars-Rechnung-${number}.pdf`,
  facts: { number: 'Rechnungsnummer', date: 'Rechnungsdatum', booking: 'Buchungsnummer', period: 'Leistungszeitraum', vatId: 'USt-IdNr.' },
  cancels: (number: string, date: string, reason: string) => `Diese Stornorechnung hebt die Rechnung ${number} vom ${date} vollständig auf. Grund: ${reason}.`,
  intro: (child: string) => `vielen Dank für Ihr Vertrauen. Für den Unterricht von ${child} berechnen wir Ihnen:`,
  columns: { position: 'Pos.', service: 'Leistung', period: 'Zeitraum', amount: 'Betrag' },
  net: 'Nettobetrag',
  vat: (percent: number) => `zzgl. ${percent} % Umsatzsteuer`,
  gross: 'Gesamtbetrag',
  due: (date: string) => `Fällig am ${date}, zu Beginn des Abrechnungszeitraums (AGB § 6).`,
  sepa: {
    heading: 'Zahlung per SEPA-Lastschrift – Ankündigung',
    text: (amount: string, day: string) =>
      `Wir ziehen ${amount} am ${day} von Ihrem Konto ein. Diese Rechnung ist zugleich die Ankündigung der Lastschrift (Vorabankündigung nach AGB § 6). Bitte sorgen Sie bis dahin für ausreichende Deckung.`,
    rows: { holder: 'Kontoinhaber', iban: 'IBAN', mandate: 'Mandatsreferenz', creditorId: 'Gläubiger-Identifikationsnummer', day: 'Einzug am' },
  },
  transfer: {
    heading: 'Zahlung per Überweisung',
    text: (amount: string, day: string) => `Bitte überweisen Sie ${amount} bis zum ${day} auf unser Konto. Geben Sie als Verwendungszweck bitte nur die Rechnungsnummer an.`,
    rows: { holder: 'Empfänger', iban: 'IBAN', bic: 'BIC', reference: 'Verwendungszweck' },
    qr: 'GiroCode: mit der Banking-App scannen, alles ist ausgefüllt.',
  },
  card: { heading: 'Zahlung per Kreditkarte', text: (amount: string, day: string) => `Sie haben die Zahlung per Kreditkarte gewählt. Wir melden uns vor dem ${day} bei Ihnen, damit Sie ${amount} bequem bezahlen können.` },
  cancellation: {
    heading: 'Zahlung',
    text: 'Sie müssen nichts mehr bezahlen. Haben Sie den Betrag schon bezahlt oder wurde er schon eingezogen, überweisen wir ihn Ihnen innerhalb von 14 Tagen zurück.',
  },
  closing: 'Bei Fragen zu dieser Rechnung antworten Sie einfach auf unsere E-Mail. Herzliche Grüße, Ihr CodingStars-Team',
  footer: (parts: { name: string; address: string; director: string; register: string; vatId: string; email: string }) =>
    `${parts.name} · ${parts.address} · Geschäftsführer: ${parts.director} · ${parts.register} · USt-IdNr.: ${parts.vatId} · ${parts.email}`,
};

export const invoiceMailCopy = {
  subject: {
    sepa: (number: string, day: string) => `Ihre Rechnung ${number} – Lastschrift am ${day}`,
    transfer: (number: string) => `Ihre Rechnung ${number}`,
    card: (number: string) => `Ihre Rechnung ${number}`,
    cancellation: (number: string, cancelled: string) => `Stornorechnung ${number} zu Ihrer Rechnung ${cancelled}`,
  },
  greeting: (name: string) => `Guten Tag ${name},`,
  intro: (child: string, period: string) => `anbei erhalten Sie die Rechnung für den Unterricht von ${child} im Zeitraum ${period}.`,
  summaryHeading: 'Ihre Rechnung im Überblick',
  rows: { number: 'Rechnungsnummer', amount: 'Betrag (inkl. 19 % USt)', due: 'Fällig am', period: 'Leistungszeitraum' },
  sepaHeading: 'Ankündigung der SEPA-Lastschrift',
  sepa: (amount: string, day: string) => `Wir ziehen ${amount} am ${day} von Ihrem Konto ein. Diese E-Mail ist die Ankündigung der Lastschrift, die wir Ihnen in unseren AGB (§ 6) zugesagt haben. Bitte sorgen Sie bis dahin für ausreichende Deckung.`,
  sepaRows: { mandate: 'Mandatsreferenz', creditorId: 'Gläubiger-Identifikationsnummer', iban: 'Ihr Konto', day: 'Einzug am' },
  transferHeading: 'So bezahlen Sie',
  transfer: (amount: string, day: string) => `Bitte überweisen Sie ${amount} bis zum ${day}. Am schnellsten geht es mit dem GiroCode auf der Rechnung: Scannen Sie ihn mit Ihrer Banking-App, dann ist alles ausgefüllt.`,
  transferRows: { holder: 'Empfänger', iban: 'IBAN', bic: 'BIC', reference: 'Verwendungszweck' },
  card: (amount: string, day: string) => `Sie haben die Zahlung per Kreditkarte gewählt. Wir melden uns vor dem ${day} bei Ihnen, damit Sie ${amount} bequem bezahlen können.`,
  cancellationIntro: (number: string, reason: string) => `die Rechnung ${number} ist storniert (${reason}). Anbei erhalten Sie die Stornorechnung.`,
  cancellationPayment: invoiceCopy.cancellation.text,
  attachment: 'Die Rechnung hängt als PDF an; bitte bewahren Sie sie auf.',
  closing: 'Haben Sie Fragen zur Rechnung? Antworten Sie einfach auf diese E-Mail.\n\nHerzliche Grüße\nIhr CodingStars-Team',
};

/** How an invoice stands, as the team reads it (lib/billing/intern-view.ts). */
export const invoiceStateWords = {
  announced: 'angekündigt',
  collected: 'eingezogen',
  open: 'offen',
  paid: 'bezahlt',
  returned: 'zurückgegeben',
  cancelled: 'storniert',
  cancellation: 'Stornorechnung',
} as const;

export const billingInternCopy = {
  nav: 'Lastschriften',
  debits: {
    title: 'Lastschriften',
    intro:
      'Jede Lastschrift ist mit ihrer Rechnung angekündigt. Lade die Datei für die Bank spätestens einen Bankarbeitstag vor dem Einzugstag herunter und im Online-Banking hoch. Eine Lastschrift steht in genau einer Datei.',
    noCreditorIban: 'Ohne SEPA_CREDITOR_IBAN stellt der Server keine Rechnungen aus und macht keine Datei für die Bank.',
    none: 'Zurzeit ist keine Lastschrift angekündigt.',
    day: (day: string) => `Einzug am ${day}`,
    columns: { family: 'Familie', invoice: 'Rechnung', amount: 'Betrag', mandate: 'Mandatsreferenz', sequence: 'Sequenz', state: 'Stand', action: 'Rücklastschrift' },
    sequence: { FRST: 'Erstlastschrift (FRST)', RCUR: 'Folgelastschrift (RCUR)' },
    pending: (count: number, sum: string) => `${count === 1 ? 'Eine Lastschrift' : `${count} Lastschriften`} über ${sum} noch in keiner Datei.`,
    allExported: 'Alle Lastschriften dieses Tages sind in einer Datei.',
    export: 'Datei für die Bank',
    exportHint: 'pain.008.001.08, SEPA-Basislastschrift',
    exported: (count: number, sum: string) => `Datei erstellt: ${count === 1 ? 'eine Lastschrift' : `${count} Lastschriften`} über ${sum}. Du kannst sie jetzt herunterladen.`,
    empty: 'Keine neuen Lastschriften für diesen Tag: Jede steht schon in einer Datei, nichts kommt doppelt.',
    files: 'Dateien',
    file: (time: string, count: number, sum: string, by: string) => `exportiert am ${time} von ${by}: ${count === 1 ? 'eine Lastschrift' : `${count} Lastschriften`}, ${sum}`,
    download: 'herunterladen',
    returnReason: 'Grund der Bank',
    returnButton: 'Rücklastschrift',
    returned: (number: string) => `Rechnung ${number} ist als zurückgegeben markiert und wieder offen.`,
    notAllowed: 'Das geht nur für eine Lastschrift, die in einer Datei steht und noch nicht zurückgegeben ist.',
    unavailable: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.',
    reasons: [
      ['AM04', 'AM04 Deckung unzureichend'],
      ['MD06', 'MD06 Rückgabe auf Verlangen des Zahlers'],
      ['AC04', 'AC04 Konto erloschen'],
      ['AC01', 'AC01 IBAN fehlerhaft'],
      ['MD01', 'MD01 Kein gültiges Mandat'],
      ['AG01', 'AG01 Lastschrift auf diesem Konto nicht erlaubt'],
      ['MS02', 'MS02 Grund nicht angegeben (Zahler)'],
      ['MS03', 'MS03 Grund nicht angegeben (Bank)'],
    ] as const,
  },
  booking: {
    heading: 'Rechnungen',
    none: 'Noch keine Rechnung. Die erste geht sieben Tage vor dem ersten Unterrichtstag hinaus.',
    columns: { number: 'Rechnung', date: 'Datum', period: 'Zeitraum', amount: 'Betrag', due: 'Fällig / Einzug', state: 'Stand', action: 'Aktion' },
    pdf: 'PDF',
    returned: (reason: string, when: string) => `Rücklastschrift am ${when}: ${reason}`,
    paid: 'Zahlung erhalten',
    paidDone: (number: string) => `Rechnung ${number} ist als bezahlt markiert.`,
    refundsHeading: 'Zu erstatten',
    refund: {
      'after-end': (amount: string, from: string, to: string, invoice: string) => `${amount} für die Zeit vom ${from} bis ${to} nach Vertragsende (AGB § 7, Rechnung ${invoice}). Bitte per Überweisung erstatten.`,
      cancelled: (amount: string, _from: string, _to: string, invoice: string) => `${amount} aus der stornierten Rechnung ${invoice}, die schon bezahlt oder eingezogen war. Bitte binnen 14 Tagen erstatten (AGB § 9).`,
    },
  },
  sums: {
    heading: 'Rechnungen und Zahlungen',
    intro: 'Berechnet: Rechnungen mit ihrem Rechnungsdatum, abzüglich Stornorechnungen. Eingenommen: Lastschriften in einer Datei mit ihrem Einzugstag, ohne Rücklastschriften, und als bezahlt markierte Überweisungen.',
    columns: { month: 'Monat', billed: 'berechnet', collected: 'eingenommen', returned: 'zurückgegeben' },
    none: 'Keine Rechnungen in diesem Zeitraum.',
  },
};
