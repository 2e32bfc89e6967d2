/**
 * Words of the team's pages /intern/angebot, where the office edits the season's offer (DECISIONS.md, seventh round):
 * the holiday-course runs, the lesson calendar, the positions on /jobs and the promotion on /promo. The team is
 * addressed with "du", as in the rest of the room (content/intern.ts).
 */

const families = (count: number) => (count === 1 ? 'eine Familie' : `${count} Familien`);
const Families = (count: number) => (count === 1 ? 'Eine Familie' : `${count} Familien`);

export const offerCopy = {
  nav: 'Angebot',
  back: 'Zurück zum Angebot',
  overview: {
    title: 'Angebot',
    intro:
      'Hier pflegst du, was sich mit der Saison ändert: Termine und Preise der Ferienkurse, den Unterrichtskalender, die Stellen und die Aktion. Eine Änderung steht nach dem Speichern innerhalb weniger Sekunden auf der Website.',
    changes: 'Was das auf der Website ändert:',
    latest: 'Letzte Änderungen',
    allOnPage: 'Den ganzen Verlauf eines Bereichs findest du auf seiner Seite.',
    sections: [
      {
        href: '/intern/angebot/ferienkurse',
        title: 'Ferienkurse',
        text: 'Termine, Preise und Status der drei Ferienkurse und des Python-Kurses.',
        effects: ['/ferienkurse und die Seite jedes Ferienkurses', '/python', 'die Termine im Anfrageformular der Ferienkurse'],
      },
      {
        href: '/intern/angebot/kalender',
        title: 'Kalender',
        text: 'Berliner Schulferien, Feiertage, einzelne unterrichtsfreie Tage und wie weit der Kalender reicht.',
        effects: ['die Termine der Probestunde auf /start/signup', 'die möglichen Startmonate in der Buchung'],
      },
      {
        href: '/intern/angebot/stellen',
        title: 'Stellen',
        text: 'Die Stellenanzeigen, offen oder geschlossen.',
        effects: ['/jobs (nur offene Stellen)'],
      },
      {
        href: '/intern/angebot/aktion',
        title: 'Aktion',
        text: 'Die Verlosung mit Preis, Bedingungen und Einsendeschluss, oder keine.',
        effects: ['/promo'],
      },
    ],
  },

  form: {
    summaryTitle: 'Bitte prüf deine Angaben',
    unavailable: 'Gerade lässt sich nichts speichern (die Datenbank antwortet nicht). Deine Eingaben stehen noch da; versuch es gleich noch einmal.',
    noDatabase: 'Dieser Server hat keine eigene Datenbank: Das Angebot steht hier nur aus content/ und lässt sich nicht bearbeiten.',
    required: (label: string) => `Bitte füll „${label}“ aus.`,
    date: (label: string) => `Bitte gib bei „${label}“ ein Datum an (zum Beispiel 12.07.2027).`,
    time: (label: string) => `Bitte gib bei „${label}“ eine Uhrzeit an (zum Beispiel 23:59).`,
    number: (label: string) => `Bitte gib bei „${label}“ eine Zahl an.`,
    wholeNumber: (label: string) => `Bitte gib bei „${label}“ eine ganze Zahl über 0 an.`,
    choose: (label: string) => `Bitte wähl bei „${label}“ eine Möglichkeit.`,
    lines: (label: string) => `Bitte schreib bei „${label}“ mindestens einen Punkt, einen pro Zeile.`,
    saved: 'Gespeichert. Die Website zeigt es in wenigen Sekunden.',
    added: 'Eingetragen. Die Website zeigt es in wenigen Sekunden.',
    conflict: (who: string, date: string, time: string) => `Inzwischen hat ${who} am ${date} um ${time}\u00a0Uhr gespeichert:`,
    conflictIntro: 'Deine Eingaben stehen noch in den Feldern, der neue Stand jeweils darunter. Vergleich beides und speichere noch einmal, wenn deine Fassung gelten soll.',
    conflictGone: 'Diesen Eintrag hat inzwischen jemand entfernt. Speicherst du, legst du ihn mit deinen Eingaben neu an.',
    conflictNow: 'Jetzt gespeichert:',
    seedAuthor: 'der Anfangsstand aus content/',
    empty: '(leer)',
    yes: 'ja',
    no: 'nein',
    linesHint: 'Ein Punkt pro Zeile.',
    remove: 'Entfernen',
    removed: 'Entfernt.',
    removeConflict: 'Dieser Eintrag hat sich inzwischen geändert oder ist schon entfernt. Lade die Seite neu und sieh ihn dir an.',
  },

  history: {
    heading: 'Verlauf',
    intro: 'Jede Änderung mit wer, wann und was vorher und nachher galt, die neueste zuerst.',
    none: 'Noch keine Änderung.',
    by: (who: string, when: string) => `${when}, ${who}`,
    created: 'eingetragen',
    removed: 'entfernt',
    unchanged: 'gespeichert, ohne Änderung',
    run: {
      created: (course: string, range: string, price: string, state: string) => `${course}: neuer Termin ${range}, ${price}, ${state}`,
      removed: (course: string, range: string) => `${course}: Termin ${range} entfernt`,
      price: (before: string, after: string) => `Preis ${before} → ${after}`,
      state: (before: string, after: string) => `Status ${before} → ${after}`,
    },
    schoolHoliday: {
      label: (name: string) => `Schulferien „${name}“`,
      created: (name: string, range: string, source: string) => `Schulferien „${name}“ eingetragen: ${range} (Quelle: ${source})`,
    },
    publicHoliday: {
      label: (name: string) => `Feiertag „${name}“`,
      created: (name: string, date: string) => `Feiertag „${name}“ am ${date} eingetragen`,
    },
    dayOff: {
      created: (date: string, reason: string) => `Unterrichtsfreier Tag ${date} eingetragen: ${reason}`,
      removed: (date: string, reason: string) => `Unterrichtsfreier Tag ${date} entfernt (Grund war: ${reason})`,
      calledOff: (seats: number, waiting: number) =>
        `Probestunde abgesagt, ${seats === 1 ? '1 Familie' : `${seats} Familien`} benachrichtigt${waiting > 0 ? `, ${waiting === 1 ? '1 Familie' : `${waiting} Familien`} auf der Warteliste informiert` : ''}`,
    },
    coverage: {
      label: 'Kalender',
      start: (before: string, after: string) => `beginnt ${before} → ${after}`,
      end: (before: string, after: string) => `reicht bis ${before} → ${after}`,
    },
    position: {
      label: (title: string) => `Stelle „${title}“`,
      created: (title: string, open: boolean) => `Stelle „${title}“ angelegt (${open ? 'offen' : 'geschlossen'})`,
      opened: 'geöffnet',
      closed: 'geschlossen',
      changed: (field: string) => `${field} geändert`,
    },
    promotion: {
      label: 'Aktion',
      created: (prize: string, deadline: string) => `Aktion „${prize}“ eingetragen, Einsendeschluss ${deadline}`,
      removed: (prize: string) => `Aktion „${prize}“ beendet`,
      changed: (field: string) => `${field} geändert`,
    },
    name: (before: string, after: string) => `Name „${before}“ → „${after}“`,
    source: 'Quelle geändert',
    value: (label: string, before: string, after: string) => `${label} ${before} → ${after}`,
  },

  runs: {
    title: 'Ferienkurse',
    intro:
      'Jeder Termin eines Ferienkurses liegt ganz in einem Abschnitt der Berliner Schulferien, läuft von Montag bis Freitag und beginnt und endet an keinem Feiertag. „Abgesagt“ nimmt einen Termin von der Website; „ausgebucht“ zeigt ihn, nimmt aber keine Anfragen mehr an.',
    effects: 'Ändert /ferienkurse, die Seiten der Ferienkurse, /python und die Termine im Anfrageformular.',
    legend: (range: string) => `Termin ${range}`,
    summary: (range: string, price: string, state: string) => `${range} · ${price} · ${state}`,
    addLegend: 'Neuer Termin',
    noRuns: 'Noch kein kommender Termin.',
    past: (count: number) => `Vergangene und laufende Termine (${count})`,
    pastNone: 'Keine.',
    pastHint: 'Ein Termin, der begonnen hat, bleibt, wie er war.',
    start: 'Erster Tag',
    end: 'Letzter Tag',
    price: 'Preis in Euro',
    priceHint: 'Zum Beispiel 159 oder 159,50.',
    state: 'Status',
    states: { offen: 'offen', ausgebucht: 'ausgebucht', abgesagt: 'abgesagt' },
    save: 'Termin speichern',
    add: 'Termin anlegen',
  },

  calendar: {
    title: 'Kalender',
    intro:
      'Der Unterrichtskalender sagt der Website, an welchen Tagen Unterricht und Probestunden stattfinden: die Berliner Schulferien und Feiertage (Quelle: Ferienordnung der Senatsverwaltung für Bildung auf berlin.de) und einzelne Tage ohne Unterricht.',
    effects: 'Ändert die Termine der Probestunde auf /start/signup und die möglichen Startmonate der Buchung.',
    reach: (end: string, months: number) => `Der Kalender reicht bis ${end} (noch ${months === 1 ? 'ein Monat' : `${months} Monate`}).`,
    reachOver: (end: string) => `Der Kalender reichte bis ${end} und ist abgelaufen.`,
    coverage: {
      heading: 'Wie weit der Kalender reicht',
      intro: 'Der Kalender beginnt mit dem ersten Tag eines Ferienabschnitts und endet mit dem letzten Tag eines Ferienabschnitts (meist der Sommerferien). Trag zuerst die Ferien und Feiertage des neuen Schuljahres ein, dann verlängere ihn hier.',
      legend: 'Zeitraum des Kalenders',
      start: 'Anfang',
      end: 'Ende',
      save: 'Zeitraum speichern',
    },
    schoolHolidays: {
      heading: 'Schulferien',
      intro: 'Jeder Abschnitt endet am Samstag, wenn er an einem Freitag endet (so steht es in der Ferienordnung).',
      legend: (name: string) => `Ferienabschnitt ${name}`,
      summary: (name: string, range: string) => `${name}: ${range}`,
      addLegend: 'Neuer Ferienabschnitt',
      name: 'Name',
      nameHint: 'Mit Jahr, zum Beispiel „Herbstferien 2027“.',
      start: 'Erster Tag',
      end: 'Letzter Tag',
      source: 'Quelle',
      sourceHint: 'Zum Beispiel „Ferienordnung Berlin 2027/28, berlin.de“.',
      save: 'Ferien speichern',
      add: 'Ferien eintragen',
      past: (count: number) => `Vergangene Ferien (${count})`,
    },
    publicHolidays: {
      heading: 'Feiertage',
      legend: (name: string) => `Feiertag ${name}`,
      summary: (date: string, name: string) => `${date}: ${name}`,
      addLegend: 'Neuer Feiertag',
      date: 'Datum',
      name: 'Name',
      source: 'Quelle',
      sourceHint: 'Zum Beispiel „Feiertagsgesetz Berlin“.',
      save: 'Feiertag speichern',
      add: 'Feiertag eintragen',
      past: (count: number) => `Vergangene Feiertage (${count})`,
    },
    daysOff: {
      heading: 'Unterrichtsfreie Tage',
      intro: 'Ein einzelner Tag ohne Unterricht, zum Beispiel wenn eine Lehrkraft erkrankt ist. Ist an diesem Tag eine Probestunde mit Anmeldungen, fragt die Seite nach, bevor sie die Probestunde absagt.',
      none: 'Kein unterrichtsfreier Tag eingetragen.',
      legend: 'Unterrichtsfreien Tag eintragen',
      date: 'Datum',
      reason: 'Grund',
      reasonHint: 'Zum Beispiel „Lehrkraft erkrankt“. Die Familien einer abgesagten Probestunde lesen ihn.',
      add: 'Unterrichtsfreien Tag eintragen',
      removeLabel: (date: string) => `Unterrichtsfreien Tag ${date} entfernen`,
      listed: (date: string, reason: string) => `${date}: ${reason}`,
      callOffWarning: (day: string, seats: number, waiting: number) =>
        `Am ${day} ${seats === 1 ? 'hat eine Familie' : `haben ${seats} Familien`} einen Platz${
          waiting > 0 ? `, ${waiting === 1 ? 'eine Familie steht' : `${waiting} Familien stehen`} auf der Warteliste` : ''
        }. Wenn du den Tag einträgst, sagen wir die Probestunde ab: Die Familien mit Platz bekommen sofort eine E-Mail mit dem Grund und einem Link, einen anderen Termin zu wählen; die Warteliste erfährt es auch, und die Erinnerungen gehen nicht mehr hinaus.`,
      callOffButton: 'Probestunde absagen',
      calledOff: (date: string, seats: number, waiting: number) =>
        `Der ${date} ist eingetragen und die Probestunde abgesagt. ${Families(seats)} mit Platz ${seats === 1 ? 'bekommt' : 'bekommen'} eine E-Mail mit dem Grund${
          waiting > 0 ? `, ${families(waiting)} auf der Warteliste ${waiting === 1 ? 'erfährt' : 'erfahren'} es auch` : ''
        }.`,
      callOffFailed: (date: string) =>
        `Der ${date} ist eingetragen, aber die Probestunde ließ sich nicht absagen. Drück noch einmal „Probestunde absagen“ mit demselben Datum.`,
    },
  },

  positions: {
    title: 'Stellen',
    intro: 'Jede Stelle, offen oder geschlossen. /jobs zeigt nur die offenen; ist keine offen, sagt die Seite das.',
    effects: 'Ändert /jobs.',
    legend: (title: string) => `Stelle ${title}`,
    summary: (title: string, open: boolean) => `${title} · ${open ? 'offen' : 'geschlossen'}`,
    addLegend: 'Neue Stelle',
    positionTitle: 'Titel',
    positionTitleHint: 'Zum Beispiel „Lehrkraft für Programmieren (m/w/d) – Honorarbasis, online“.',
    type: 'Art der Stelle',
    typeHint: 'Zum Beispiel „Freie Mitarbeit, 4–10 Stunden pro Woche, ortsunabhängig“.',
    tasks: 'Aufgaben',
    profile: 'Profil',
    offer: 'Was wir bieten',
    open: 'Offen (auf /jobs zeigen)',
    save: 'Stelle speichern',
    add: 'Stelle anlegen',
  },

  promotion: {
    title: 'Aktion',
    intro: 'Die Verlosung auf /promo. Es gibt höchstens eine Aktion; „Aktion beenden“ nimmt sie von der Website, danach kannst du eine neue eintragen.',
    effects: 'Ändert /promo.',
    none: 'Gerade läuft keine Aktion. Trag hier eine neue ein.',
    legend: 'Die Aktion',
    addLegend: 'Neue Aktion',
    prize: 'Preis',
    prizeHint: 'Zum Beispiel „iPad“.',
    prizeValueEuro: 'Wert in Euro',
    winners: 'Anzahl der Gewinner',
    eligibleChildren: 'Teilnahmeberechtigte Kinder',
    eligibleChildrenHint: 'Die ersten so vielen angemeldeten Kinder nehmen teil.',
    enrolmentYear: 'Jahr der Anmeldung',
    minAge: 'Alter von',
    maxAge: 'Alter bis',
    deadlineDate: 'Einsendeschluss: Tag',
    deadlineTime: 'Einsendeschluss: Uhrzeit',
    deadlineHint: 'Berliner Zeit.',
    conditions: 'Teilnahmebedingungen',
    legal: 'Rechtliche Hinweise',
    legalHint: 'Ein Hinweis pro Zeile; ein Link wie [Datenschutzerklärung](/datenschutz) bleibt ein Link.',
    save: 'Aktion speichern',
    add: 'Aktion eintragen',
    end: 'Aktion beenden',
    ages: 'Das Alter „von“ liegt über dem Alter „bis“. Bitte prüf beide Angaben.',
    ageRange: (min: number, max: number) => `Bitte ein Alter zwischen ${min} und ${max} Jahren.`,
    year: 'Bitte ein Jahr zwischen 2020 und 2100.',
  },

  notice: {
    text: (end: string, months: number, min: number) =>
      months < 0
        ? `Der Unterrichtskalender ist abgelaufen (er reichte bis ${end}). Die Website bietet keine Probestunde mehr an, bis die Ferien und Feiertage des nächsten Schuljahres eingetragen sind.`
        : `Der Unterrichtskalender reicht nur noch bis ${end} (${months === 1 ? 'ein Monat' : `${months} Monate`}, weniger als ${min}). Danach bietet die Website keine Probestunde mehr an.`,
    how: 'So geht es: Trag unter Kalender die Berliner Schulferien und Feiertage des nächsten Schuljahres ein (Ferienordnung der Senatsverwaltung für Bildung auf berlin.de) und verlängere dann den Zeitraum des Kalenders bis zum Ende der nächsten Sommerferien.',
    link: 'Zum Kalender',
  },
} as const;
