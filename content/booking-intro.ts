/** Copy of /booking around the wizard. */
export const bookingIntro = {
  title: 'Kursplatz buchen',
  intro:
    'In fünf kurzen Schritten zum festen Platz in der Gruppe. Sie können jederzeit zurückgehen und Angaben ändern; gebucht wird erst mit dem letzten Klick.',
  steps: [
    { title: 'Kontaktdaten', text: 'Ihr Name, Ihre E-Mail-Adresse und Ihre Telefonnummer als Elternteil.' },
    { title: 'Rechnungsadresse', text: 'Straße, Hausnummer, Postleitzahl, Ort und Land.' },
    { title: 'Zahlungsart', text: 'SEPA-Lastschrift, Überweisung oder Kreditkarte.' },
    { title: 'Angaben zum Kind', text: 'Vorname, Nachname, Alter und Vorkenntnisse Ihres Kindes.' },
    { title: 'Übersicht', text: 'Alles noch einmal prüfen, AGB und Datenschutz bestätigen und verbindlich buchen.' },
  ],
} as const;
