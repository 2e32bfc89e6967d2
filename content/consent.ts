/** Words of the cookie banner (spec §4 cookie consent); the three choices are the spec's, verbatim. */
export const consentContent = {
  title: 'Cookies und Datenschutz',
  text: 'Notwendige Speicher brauchen wir, damit die Seite funktioniert. Mit „Alle Akzeptieren“ erlauben Sie zusätzlich Google Analytics und Google Ads, damit wir unser Angebot verbessern können. Ihre Wahl können Sie jederzeit unter „Cookie-Einstellungen“ am Seitenende ändern.',
  privacyLink: 'Mehr in der Datenschutzerklärung',
  choices: [
    { choice: 'accepted', label: 'Alle Akzeptieren' },
    { choice: 'essential', label: 'Nur Notwendige' },
    { choice: 'declined', label: 'Ablehnen' },
  ],
  settingsButton: 'Cookie-Einstellungen',
} as const;
