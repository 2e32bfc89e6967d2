/*
 * Words of the review of indexed pages (lib/pages-review): each warning for the team, the labels of `npm run pages`
 * and of the pages view (components/pages-review). Plain German for the people who write the site's copy.
 */

const list = (paths: string[]) => paths.join(', ');

/** Each warning's text; lib/pages-review/checks.ts decides when it applies and how grave it is. */
export const pagesReviewWarnings = {
  'title-missing': () => 'Die Seite hat keinen Titel. Google setzt dann selbst eine Überschrift aus dem Text der Seite zusammen.',
  'title-cut': (shown: string) => `Der Titel ist für Googles Ergebnisse auf dem Handy zu lang und wird gekürzt: „${shown}“.`,
  'title-duplicate': (paths: string[]) => `Denselben Titel tragen auch ${list(paths)}. In der Suche sind die Seiten so nicht zu unterscheiden.`,
  'description-missing': () => 'Die Seite hat keine Beschreibung (meta description). Google zeigt dann einen beliebigen Ausschnitt der Seite.',
  'description-cut': (shown: string) => `Die Beschreibung ist für Googles Ergebnisse auf dem Handy zu lang und endet nach „${shown}“.`,
  'description-duplicate': (paths: string[]) => `Dieselbe Beschreibung steht auch auf ${list(paths)}. Jede Seite sollte sagen, was nur sie bietet.`,
  'canonical-elsewhere': (canonical: string) => `Die Seite nennt eine andere Adresse als ihre eigentliche (canonical): ${canonical}. Google zeigt dann jene statt dieser.`,
  'noindex-in-sitemap': () => 'Die Seite steht in der Sitemap, sagt aber „noindex“ (nicht in die Suche aufnehmen). Eins von beiden ist falsch.',
  'missing-from-sitemap': (foundOn: string) => `Die Seite ist für die Suche gedacht, fehlt aber in der Sitemap (gefunden über einen Link auf ${foundOn}).`,
  'share-image-missing': (reason: string) => `Beim Teilen erscheint kein Vorschaubild: ${reason}.`,
  'share-image-size': (width: number, height: number) =>
    `Das Vorschaubild ist ${width} × ${height} Pixel groß statt 1200 × 630. Messenger schneiden es dann zu oder zeigen es nur klein.`,
  'json-ld-invalid': (block: string, error: string) => `Die strukturierten Daten ${block} lassen sich nicht lesen (${error}). Google übergeht den ganzen Block.`,
  'json-ld-field-missing': (type: string, fields: string[]) => `In den strukturierten Daten „${type}“ fehlt, was Google verlangt: ${list(fields)}.`,
  'broken-link': (path: string, status: string, from: 'page' | 'sitemap') =>
    from === 'sitemap' ? `Die Sitemap nennt ${path}, die Adresse antwortet aber mit ${status}.` : `Der Link auf ${path} führt ins Leere (${status}).`,
} as const;

/** Why a share picture does not show (the reason in 'share-image-missing'). */
export const shareImageProblems = {
  none: 'die Seite nennt keines (og:image)',
  status: (status: string) => `das Bild antwortet mit ${status}`,
  unreadable: (contentType: string) => `die Datei ist kein lesbares Bild (${contentType})`,
} as const;

/** A status as the team reads it: 404, or why there was none. */
export const statusText = (status: number | null) => (status === null ? 'keine Antwort' : String(status));

/** Labels of `npm run pages` and the pages view. */
export const pagesReviewCopy = {
  title: 'Seiten in Suche und Messengern',
  intro:
    'Jede Seite so, wie eine Suchmaschine sie liest: das Suchergebnis auf dem Handy, die Vorschau beim Teilen und was Google und Messenger bemängeln würden.',
  checkedAt: 'Geprüft am',
  /** The staff view (/intern/seiten): the review runs when asked for and is kept until the next one. */
  checkNow: 'Jetzt prüfen',
  checkAgain: 'Neu prüfen',
  notChecked: 'Noch nicht geprüft, seit dieser Server läuft. Die Prüfung liest jede Seite einmal, eine nach der anderen, und dauert einige Sekunden.',
  notFoundInReport: 'Diese Seite steht nicht in der letzten Prüfung.',
  source: 'Gelesen von',
  requests: (count: number, seconds: string) => `${count} Anfragen nacheinander, ${seconds} s`,
  summary: (pages: number, indexable: number, errors: number, warnings: number) =>
    `${pages} Seiten, davon ${indexable} für die Suche gedacht: ${errors} Fehler, ${warnings} ${warnings === 1 ? 'Hinweis' : 'Hinweise'}.`,
  indexedHeading: 'Seiten für die Suche',
  otherHeading: 'Weitere Seiten (nicht für die Suche)',
  otherIntro: 'Diese Seiten sagen „noindex“ oder verweisen auf eine andere Adresse. Geteilt werden können sie trotzdem.',
  searchResult: 'So erscheint die Seite bei Google (Handy)',
  shareCard: 'So erscheint ein geteilter Link',
  noTitle: '(kein Titel)',
  noDescription: '(keine Beschreibung)',
  noImage: 'kein Vorschaubild',
  jsonLdTypes: 'Strukturierte Daten',
  noJsonLd: 'keine',
  lastModified: 'Zuletzt geändert (Sitemap)',
  notInSitemap: 'nicht in der Sitemap',
  status: 'Status',
  warnings: 'Hinweise',
  noWarnings: 'Keine Hinweise.',
  severity: { error: 'Fehler', warning: 'Hinweis' },
  details: 'Alle Angaben',
  detailsOf: (path: string) => `Alle Angaben zu ${path}`,
  back: 'Zurück zur Liste',
  fields: {
    path: 'Adresse',
    url: 'Öffentliche Adresse',
    status: 'Status',
    contentType: 'Inhaltstyp',
    foundOn: 'Gefunden über',
    foundInSitemap: 'Sitemap',
    title: 'Titel',
    description: 'Beschreibung',
    canonical: 'Canonical',
    robotsMeta: 'Robots (meta)',
    robotsHeader: 'Robots (X-Robots-Tag)',
    indexable: 'Für die Suche gedacht',
    titleWidth: 'Breite des Titels',
    descriptionWidth: 'Breite der Beschreibung',
    image: 'Vorschaubild',
    imageSize: 'Größe',
    imageType: 'Bildformat',
    imageAlt: 'Bildbeschreibung (alt)',
  },
  yes: 'ja',
  no: 'nein',
  pixels: (width: number) => `${Math.round(width)} px`,
  imageSize: (width: number, height: number) => `${width} × ${height} Pixel`,
  fieldsCaption: 'Angaben im Kopf der Seite',
  openGraphCaption: 'Open Graph (Facebook, WhatsApp, LinkedIn, Messenger)',
  twitterCaption: 'Twitter/X-Karte',
  fieldName: 'Feld',
  fieldValue: 'Wert',
  headingsTitle: 'Überschriften (h1 bis h3)',
  noHeadings: 'Keine Überschriften gefunden.',
  jsonLdTitle: 'Strukturierte Daten (JSON-LD)',
  jsonLdBlock: (index: number, types: string) => `Block ${index}: ${types}`,
  jsonLdUnreadable: 'nicht lesbar',
  jsonLdMissing: 'Fehlt laut Google',
  linksTitle: 'Links auf der Seite',
  linksCaption: (count: number) => `${count} ${count === 1 ? 'Adresse' : 'Adressen'} auf der Website, jede einmal geprüft`,
  linkColumn: 'Adresse',
  linkStatus: 'Antwort',
  linkOk: 'in Ordnung',
  linkBroken: 'führt ins Leere',
  linkDisallowed: 'laut robots.txt gesperrt, nicht abgerufen',
  redirectsTo: (location: string) => `leitet weiter auf ${location}`,
  externalLinks: (count: number) => `${count} ${count === 1 ? 'Link' : 'Links'} auf andere Websites (nicht abgerufen)`,
  // npm run pages
  cliChecking: (url: string) => `Prüfe ${url} (eine Anfrage nach der anderen) …`,
  cliFailed: (url: string, reason: string) => `${url} ist nicht erreichbar: ${reason}`,
  cliSitemap: (lastModified?: string) => (lastModified ? `Sitemap, geändert am ${lastModified}` : 'Sitemap'),
  cliSearch: 'Google',
  cliShare: 'Teilen',
  cliJsonLd: 'JSON-LD',
  cliNoErrors: 'Keine Fehler.',
  cliErrors: (count: number) => `${count} Fehler: der Befehl endet mit Code 1.`,
} as const;
