/**
 * Words of the numbers (issue 49): the page /intern/zahlen, its CSV files and `npm run numbers`, which print the same
 * tables from the same titles and columns. The team is addressed with "du", as in the rest of the room.
 */
export const numbersCopy = {
  title: 'Zahlen',
  intro:
    'Was von der Suche bis zum gebuchten Kurs führt. Die Website zählt ohne Cookies: Seitenaufrufe je Tag, Seite, Herkunft und Gerät, nichts über eine Person. Dazu kommen die Anmeldungen, eure Markierungen nach der Stunde und die Anfragen aus der eigenen Datenbank.',
  period: {
    legend: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    hint: 'Ohne Angabe: die letzten 4 Wochen bis heute. Höchstens 12 Monate.',
    shown: (from: string, to: string) => `Zahlen vom ${from} bis ${to} (Berliner Zeit)`,
    errorTitle: 'Diesen Zeitraum kann ich nicht zeigen',
    notADay: (value: string) => `„${value}“ ist kein Datum. Bitte wähle ein Datum aus.`,
    reversed: (from: string, to: string) => `Der Beginn (${from}) liegt nach dem Ende (${to}). Bitte tausche die beiden Daten.`,
    tooLong: (latest: string) => `Der Zeitraum ist länger als 12 Monate. Mit diesem Beginn geht er höchstens bis ${latest}.`,
  },
  summary: {
    label: 'Auf einen Blick',
    views: 'Seitenaufrufe',
    arrivals: 'Ankünfte von außerhalb',
    signups: 'Probestunden angemeldet',
    signupRate: 'Anmeldungen je Ankunft',
    /** The line `npm run numbers` prints under the period. */
    line: (views: string, arrivals: string) => `Seitenaufrufe: ${views}, davon Ankünfte von außerhalb der Website: ${arrivals}`,
  },
  /** Each table: its heading (the page's section, the caption, the script's title), its CSV file and its columns. */
  tables: {
    funnel: {
      title: 'Vom Besuch zur Buchung',
      file: 'trichter',
      intro: 'Jeder Schritt mit seinem Anteil am Schritt davor. Angemeldet zählt, wer sich im Zeitraum angemeldet hat; gekommen, wen von ihnen ihr nach der Stunde als gekommen markiert habt.',
      columns: ['Schritt', 'Anzahl', 'Anteil am Schritt davor'],
    },
    weeks: {
      title: 'Je Woche',
      file: 'wochen',
      intro: 'Ankünfte und Anmeldungen zur Probestunde je Woche (Montag bis Sonntag). Die erste und die letzte Woche zählen nur ihre Tage im Zeitraum.',
      columns: ['Woche ab', 'Ankünfte', 'Probestunden angemeldet'],
    },
    sources: {
      title: 'Ankünfte nach Herkunft',
      file: 'herkunft',
      intro: 'Woher die Besucher kommen: Suchmaschine, soziales Netzwerk, eine andere Website, eine Kampagne (utm_source) oder direkt ohne Verweis (auch aus vielen Apps und Mailprogrammen).',
      columns: ['Herkunft', 'Ankünfte', 'Anteil'],
    },
    landing: {
      title: 'Ankünfte nach Einstiegsseite',
      file: 'einstiegsseiten',
      intro: 'Die erste Seite, die Besucher von außerhalb aufrufen.',
      columns: ['Seite', 'Ankünfte', 'Anteil'],
    },
    trialDates: {
      title: 'Probestunden je Termin',
      file: 'termine',
      intro: 'Jeder Termin im Zeitraum: angemeldete Kinder (abgesagte mitgezählt), Warteliste, wer laut euren Markierungen gekommen ist, und Buchungen danach.',
      columns: ['Termin', 'angemeldet', 'abgesagt', 'Warteliste', 'gekommen', 'nicht gekommen', 'gebucht'],
    },
    trials: {
      title: 'Probestunden und Buchungsanfragen im Zeitraum',
      file: 'zeitraum',
      intro: 'Was im Zeitraum geschehen ist, gleich für welchen Termin.',
      columns: ['Was', 'Anzahl'],
    },
    enquiries: {
      title: 'Anfragen je Formular',
      file: 'anfragen',
      intro: 'Jede angenommene Anfrage, Anmeldung, Wartelisten-Eintragung und Buchungsanfrage, und wie viele auf eine Ankunft kommen.',
      columns: ['Formular', 'Anzahl', 'je Ankunft'],
    },
    memberships: {
      title: 'Buchungen, Widerrufe und Kündigungen je Monat',
      file: 'vertraege',
      intro:
        'Eingegangene Buchungen („Jetzt zahlungspflichtig buchen“), Widerrufe und Kündigungen nach dem Tag ihres Eingangs, auch Erklärungen, die noch keiner Buchung zugeordnet sind. Der erste und der letzte Monat zählen nur ihre Tage im Zeitraum.',
      columns: ['Monat', 'Buchungen', 'Widerrufe', 'Kündigungen'],
    },
    quiz: {
      title: 'Quiz',
      file: 'quiz',
      intro: 'Wie oft jedes Quiz aufgerufen und bis zum Ergebnis beendet wurde.',
      columns: ['Seite', 'Aufrufe', 'beendet', 'Anteil'],
    },
  },
  steps: {
    arrivals: 'Ankünfte auf der Website',
    trialSignups: 'Probestunde angemeldet',
    came: 'Zur Probestunde gekommen',
    bookedAfterTrial: 'Kurs gebucht nach der Probestunde',
  },
  trialRows: {
    signups: 'Anmeldungen zur Probestunde',
    fromWaitlist: 'davon von der Warteliste nachgerückt',
    waitlistEntries: 'Einträge auf einer Warteliste',
    cancellations: 'Absagen',
    moves: 'Verschiebungen',
    bookingRequests: 'Buchungsanfragen',
    bookingRequestsAfterTrial: 'davon über den Link nach einer Probestunde',
  },
  forms: {
    start: 'Beratung (/start)',
    trial: 'Probestunde und Warteliste (/start/signup)',
    python: 'Python-Kurs (/python)',
    holiday: 'Ferienkurs (/ferienkurse)',
    contact: 'Kontakt (/contact)',
    booking: 'Buchungsanfrage (/booking)',
    other: 'anderes Formular',
  },
  sources: {
    direkt: 'direkt (ohne Verweis)',
    intern: 'intern',
    andere: 'andere (ohne Namen)',
    campaign: (name: string) => `Kampagne: ${name}`,
  },
  /** What "–" means where a table or chart has it: shown under it whenever it appears. */
  notes: {
    dash: '„–“ heißt: noch keine Daten, nicht 0.',
    came: '„gekommen“ zählt, sobald ihr nach der Stunde markiert, wer da war.',
    booked: '„gebucht“ zählt die Website erst, wenn Buchungen über den Empfehlungslink ihre Probestunde nennen.',
    emailjs: 'EmailJS ist eingerichtet: Anfragen gehen am Server vorbei und fehlen hier.',
  },
  /** A cell without data yet (never 0). */
  dash: '–',
  none: 'Keine Einträge im Zeitraum.',
  noData: 'noch keine Daten',
  csv: (title: string) => `„${title}“ als CSV`,
  pageViews: {
    heading: 'Alle Seitenaufrufe',
    text: 'Jede gezählte Zahl des Zeitraums je Tag, Seite, Herkunft und Gerät, für eigene Auswertungen in einer Tabellenkalkulation.',
    file: 'seitenaufrufe',
    link: 'Seitenaufrufe als CSV',
  },
  charts: {
    funnel: 'Trichter als Balken',
    weeks: 'Ankünfte und Anmeldungen je Woche',
    sources: 'Ankünfte nach Herkunft als Balken',
    landing: (shown: number) => `Die ${shown} häufigsten Einstiegsseiten als Balken`,
    seeTable: 'Die genauen Zahlen stehen in der Tabelle.',
    empty: 'Keine Daten im Zeitraum.',
    weekFrom: (date: string) => `Woche ab ${date}`,
  },
  unavailable: 'Die Zahlen sind gerade nicht lesbar (keine Datenbank). Bitte versuche es gleich noch einmal.',
} as const;

export type NumbersTableId = keyof typeof numbersCopy.tables;
