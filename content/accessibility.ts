import type { LegalDocument } from './schema';
import { siteConfig } from './site';

/** The date this statement was drawn up (ISO); shown as "Stand" and in the text. */
const DRAWN_UP = '2026-11-22';
const drawnUpGerman = DRAWN_UP.split('-').reverse().join('.');

/** Enforcement body named by the statement (BFSG § 20 with the Länder treaty on the MLBF). */
export const enforcementBody = {
  name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
  seat: 'Magdeburg',
} as const;

/**
 * Erklärung zur Barrierefreiheit nach dem Barrierefreiheitsstärkungsgesetz (BFSG, Anlage 3) im Aufbau, den
 * Erklärungen nach BITV 2.0 üblicherweise haben. Ehrlich: "teilweise vereinbar", solange die Prüfung durch
 * Menschen mit Behinderungen aussteht.
 */
export const accessibilityStatement: LegalDocument = {
  title: 'Erklärung zur Barrierefreiheit',
  intro: [
    `Wir möchten, dass alle Familien unsere Website ohne Hürden nutzen können: Eltern, die sich über Kurse informieren, und Kinder und Jugendliche, die unser Quiz machen. Diese Erklärung gilt für die Website ${siteConfig.name} der ${siteConfig.company.legalName} mit allen Seiten, Formularen, dem Kursberater-Quiz und der Kursbuchung.`,
  ],
  updated: DRAWN_UP,
  sections: [
    {
      id: 'stand-der-vereinbarkeit',
      heading: 'Stand der Vereinbarkeit mit den Anforderungen',
      paragraphs: [
        'Maßstab sind die Barrierefreiheitsanforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) und der zugehörigen Verordnung (BFSGV). Technisch setzen wir sie nach der europäischen Norm EN 301 549 um, die für Websites auf die Web Content Accessibility Guidelines (WCAG) 2.1 in der Stufe AA verweist.',
        'Diese Website ist mit den WCAG 2.1 AA teilweise vereinbar. Alle automatisch prüfbaren Kriterien erfüllen wir auf jeder Seite; eine vollständige Prüfung durch Menschen mit Behinderungen und mit verschiedenen Screenreadern steht aber noch aus, und die unten genannten Einschränkungen sind bekannt. Sobald die Prüfung abgeschlossen ist, aktualisieren wir diese Erklärung.',
      ],
    },
    {
      id: 'unser-angebot',
      heading: 'Unser Angebot und wie Sie es nutzen',
      paragraphs: [
        `${siteConfig.name} ist eine Online-Programmierschule für Kinder und Jugendliche von 6 bis 18 Jahren. Auf dieser Website finden Sie unsere [Kurse](/courses) und [Preise](/preise), können Ihr Kind zur [kostenlosen Probestunde](/start/signup) anmelden, uns über das [Kontaktformular](/contact) schreiben und einen [Kursplatz buchen](/booking).`,
        'So haben wir die Website gebaut, damit sie barrierefrei nutzbar ist:',
      ],
      list: [
        'Jede Seite wird fertig vom Server geliefert und ist auch ohne JavaScript lesbar.',
        'Alle Funktionen lassen sich mit der Tastatur bedienen; der Fokus ist immer sichtbar, und ein Link „Zum Inhalt springen“ führt an der Navigation vorbei.',
        'Überschriften, Landmarken, Listen und Formularbeschriftungen sind so ausgezeichnet, dass Screenreader die Struktur vorlesen können.',
        'Fehler in Formularen werden in Textform beim jeweiligen Feld genannt, der Fokus springt zum ersten fehlerhaften Feld, und Ihre Eingaben bleiben erhalten, auch wenn das Senden nicht klappt.',
        'Texte und Bedienelemente haben ausreichende Kontraste; die Seiten lassen sich auf 200 % vergrößern und auf dem Smartphone ohne seitliches Scrollen lesen.',
        'Bewegte Inhalte (die fallenden Symbole und das Karussell mit Erfahrungsberichten) halten an, wenn Ihr Gerät „Bewegung reduzieren“ eingestellt hat; das Karussell hat zusätzlich eine Pause-Schaltfläche und hält an, solange der Mauszeiger oder der Fokus darauf liegt.',
        'Bilder haben Alternativtexte; rein schmückende Grafiken werden von Screenreadern übergangen.',
      ],
    },
    {
      id: 'wie-wir-pruefen',
      heading: 'Wie wir die Barrierefreiheit prüfen',
      paragraphs: [
        `Diese Erklärung beruht auf einer Selbstbewertung, die wir am ${drawnUpGerman} abgeschlossen haben. Wir prüfen laufend:`,
      ],
      list: [
        'Automatisch mit axe-core bei jeder Änderung: jede Seite in Desktop- und Smartphone-Breite sowie geöffnete Menüs, Dialoge und Fehlermeldungen von Formularen, jeweils gegen WCAG 2.1 A und AA, ohne einen einzigen Verstoß.',
        'Mit automatisierten Tastatur-Durchläufen durch die Startseite, eine Kursseite, das Kontaktformular, das Quiz und die Kursbuchung.',
        'Mit Lighthouse (mobil) auf jeder Seite.',
        'Durch manuelle Sichtprüfung jeder Seite in Smartphone- und Desktop-Breite, mit Tastatur und mit vergrößerter Schrift.',
      ],
    },
    {
      id: 'bekannte-einschraenkungen',
      heading: 'Bekannte Einschränkungen',
      paragraphs: ['Folgende Inhalte sind noch nicht oder nicht vollständig barrierefrei:'],
      list: [
        'Eine Prüfung mit Screenreadern (etwa NVDA, JAWS, VoiceOver und TalkBack) durch Menschen, die sie täglich nutzen, steht noch aus. Wir erwarten dabei Hinweise, die unsere automatischen Tests nicht finden.',
        'Die Bestätigung „Nachricht erfolgreich gesendet!“ nach dem Absenden eines Formulars verschwindet nach fünf Sekunden wieder. Screenreader lesen sie sofort vor, und wir melden uns in jedem Fall per E-Mail oder Telefon bei Ihnen.',
        'Es gibt keine Inhalte in Leichter Sprache und keine Videos in Deutscher Gebärdensprache.',
        'Der Unterricht selbst findet in einem Videokonferenzdienst statt, der nicht Teil dieser Website ist. Wenn Ihr Kind Unterstützung braucht (zum Beispiel Untertitel oder mehr Zeit), sprechen Sie uns bitte vor dem Kursstart an.',
        'Links zu unseren Auftritten in sozialen Netzwerken führen zu Angeboten anderer Anbieter, auf deren Barrierefreiheit wir keinen Einfluss haben.',
      ],
    },
    {
      id: 'feedback-und-kontakt',
      heading: 'Feedback und Kontakt',
      paragraphs: [
        'Sind Ihnen Barrieren auf unserer Website aufgefallen, oder brauchen Sie Informationen in einer anderen Form? Schreiben Sie uns, wir antworten innerhalb von zwei Wochen und suchen mit Ihnen eine Lösung:',
      ],
      list: [
        `E-Mail: [${siteConfig.email}](mailto:${siteConfig.email})`,
        `Telefon: [${siteConfig.phoneDisplay}](${siteConfig.phoneHref}) (${siteConfig.phoneHours})`,
        `Post: ${siteConfig.company.legalName}, ${siteConfig.company.street}, ${siteConfig.company.postalCode} ${siteConfig.company.city}`,
        'Oder über unser [Kontaktformular](/contact).',
      ],
    },
    {
      id: 'marktueberwachung',
      heading: 'Zuständige Marktüberwachungsbehörde',
      paragraphs: [
        `Wenn Sie der Meinung sind, dass diese Website die Anforderungen an die Barrierefreiheit nicht erfüllt, und wir Ihr Anliegen nicht zufriedenstellend lösen konnten, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die ${enforcementBody.name} mit Sitz in ${enforcementBody.seat}. Sie überwacht für alle Bundesländer die Einhaltung des Barrierefreiheitsstärkungsgesetzes.`,
        'Wenn Sie meinen, dass Ihre Rechte nach dem BFSG verletzt sind, können Sie außerdem die Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen anrufen; das Verfahren ist kostenlos.',
      ],
    },
    {
      id: 'erstellung',
      heading: 'Erstellung dieser Erklärung',
      paragraphs: [
        `Diese Erklärung wurde am ${drawnUpGerman} erstellt. Wir überprüfen sie bei jeder größeren Änderung der Website, mindestens einmal im Jahr.`,
      ],
    },
  ],
};
