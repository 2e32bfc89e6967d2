import { siteConfig } from './site';

/** Words of the team's signed-in room (/intern) and its sign-in. The team is addressed with "du", as among colleagues. */
export const internCopy = {
  metaTitle: 'Intern',
  brand: `${siteConfig.name} intern`,
  nav: { trials: 'Probestunden', numbers: 'Zahlen', pages: 'Seiten', account: 'Konto', signOut: 'Abmelden' },
  signIn: {
    title: 'Anmelden',
    intro: 'Der Bereich für das Team. Gib deine E-Mail-Adresse ein, dann schicken wir dir einen Anmeldelink.',
    email: 'E-Mail-Adresse',
    button: 'Anmeldelink senden',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein (Format: name@codingstars.de).',
    sent: (email: string) =>
      `Wenn ${email} zum Team gehört, ist ein Anmeldelink unterwegs. Er gilt 15 Minuten und nur einmal. Schau auch im Spam-Ordner nach.`,
    noRelay: 'Dieser Server verschickt keine E-Mails (eigener Versand ist nicht eingerichtet). Einen Anmeldelink erzeugt, wer den Server betreut: npm run staff-link -- <Adresse>.',
    tooMany: 'Gerade kamen sehr viele Anmeldeversuche von deinem Anschluss. Bitte warte eine Minute.',
    unavailable: 'Die Anmeldung ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    linkFailed: 'Dieser Anmeldelink ist abgelaufen oder wurde schon benutzt. Fordere einfach einen neuen an.',
    refused: 'Diese Adresse gehört nicht mehr zum Team. Wende dich an die Person, die den Server betreut.',
    signedOut: 'Du bist abgemeldet.',
    passkeyHeading: 'Mit Passkey anmelden',
    passkeyIntro: 'Hast du auf diesem Gerät einen Passkey angelegt, meldest du dich damit ohne E-Mail an.',
    passkeyButton: 'Mit Passkey anmelden',
    passkeyFailed: 'Die Anmeldung mit Passkey hat nicht geklappt. Nutze den Anmeldelink per E-Mail.',
  },
  signInMail: {
    subject: `Dein Anmeldelink für ${siteConfig.name} intern`,
    greeting: 'Hallo,',
    intro: 'mit diesem Link meldest du dich im internen Bereich der Website an. Er gilt 15 Minuten und nur einmal:',
    button: 'Jetzt anmelden',
    notYou: 'Du hast keinen Link angefordert? Dann kannst du diese E-Mail einfach löschen; ohne den Link meldet sich niemand an.',
    passkey: 'Tipp: Lege nach der Anmeldung unter „Konto“ einen Passkey an, dann geht es beim nächsten Mal ohne E-Mail.',
  },
  account: {
    title: 'Konto',
    signedInAs: (email: string) => `Angemeldet als ${email}.`,
    sessionEnds: (time: string) => `Die Anmeldung endet um ${time} Uhr; danach brauchst du einen neuen Link oder deinen Passkey.`,
    passkeysHeading: 'Passkeys',
    passkeysIntro: 'Mit einem Passkey meldest du dich auf diesem Gerät an, ohne auf eine E-Mail zu warten (Fingerabdruck, Gesichtserkennung oder die PIN des Geräts). Der Anmeldelink per E-Mail funktioniert weiter.',
    none: 'Noch kein Passkey angelegt.',
    add: 'Passkey für dieses Gerät anlegen',
    added: 'Der Passkey ist angelegt.',
    addFailed: 'Der Passkey wurde nicht angelegt. Unterstützt dein Gerät Passkeys, und hast du die Abfrage bestätigt?',
    remove: 'Entfernen',
    createdOn: (date: string) => `angelegt am ${date}`,
    needsScript: 'Passkeys brauchen JavaScript.',
  },
} as const;
