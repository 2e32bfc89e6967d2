import { formatPercent } from './format';
import { GROUP_SIZE } from './lessons';
import { GIRLS_COURSE_DISCOUNT_PERCENT } from './packages';
import { siteConfig } from './site';
import { trial, TRIAL_SCHOOL_DAYS_ONLY, TRIAL_TIME } from './trial';

/** Copy of the home page sections that is not an entity of its own (spec §2 '/'). */
export const homeContent = {
  meta: {
    title: 'Programmieren lernen für Kinder und Jugendliche',
    /** The whole <title> of the home page, without the usual suffix. */
    absoluteTitle: `${siteConfig.name} – Programmieren lernen online für Kinder und Jugendliche`,
    description: `Online-Programmierkurse für Kinder von 6 bis 18\u00a0Jahren: Live-Unterricht in kleinen Gruppen, sieben Kurse in drei Levels und ${trial.weekdayName.toLowerCase()}s eine kostenlose Probestunde.`,
  },
  hero: {
    eyebrow: 'Online-Programmierschule für Kinder und Jugendliche',
    headline: 'Ihr Kind programmiert seine ersten eigenen Spiele, Apps und Websites',
    headlineKind: 'Programmiere deine ersten eigenen Spiele, Apps und Websites',
    bullets: [
      `Live-Unterricht in kleinen Gruppen mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern`,
      'Zertifizierte Lehrkräfte, die Kinder begeistern',
      'Sieben Kurse in drei Levels, passend für 6 bis 18 Jahre',
    ],
    bulletsKind: [
      `Live-Unterricht in einer kleinen Gruppe mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max}\u00a0Kindern`,
      'Lehrkräfte, die dir alles Schritt für Schritt zeigen',
      'Sieben Kurse in drei Levels, für alle von 6 bis 18 Jahren',
    ],
    cta: 'Kostenlose Probestunde sichern',
    secondaryCta: 'Kurse ansehen',
    imageAlt: 'Zwei Kinder lernen gemeinsam am Laptop im Online-Unterricht',
  },
  trustLabels: [
    { src: '/images/trust.svg#kindersicher', label: 'Kindersicheres Lernumfeld' },
    { src: '/images/trust.svg#partner-bildung', label: 'Partner im Netzwerk Digitale Bildung' },
    { src: '/images/trust.svg#partner-mint', label: 'Partner im MINT-Netzwerk' },
    { src: '/images/trust.svg#zertifizierte-lehrkraefte', label: 'Zertifizierte Lehrkräfte' },
  ],
  reasons: {
    heading: 'Fünf Gründe, warum Kinder programmieren lernen sollten',
    headingKind: 'Fünf Gründe, warum du programmieren lernen solltest',
    intro: 'Programmieren ist mehr als Technik. Es trainiert Fähigkeiten, die Kinder in der Schule und im Leben weiterbringen.',
    introKind: 'Programmieren ist mehr als Technik. Du trainierst dabei Fähigkeiten, die dir in der Schule und im Leben helfen.',
  },
  girlsInStem: {
    heading: 'Girls in MINT: ein Kurs nur für Mädchen',
    text: [
      `Mädchen sind in der Informatik noch immer in der Minderheit. In unserem Mädchenkurs lernen sie in einer Gruppe nur mit anderen Mädchen, mit denselben Inhalten wie in allen anderen Kursen – und zu einem um ${formatPercent(GIRLS_COURSE_DISCOUNT_PERCENT)} reduzierten Preis.`,
      'Der Kurs richtet sich an Mädchen und an Kinder, die sich als weiblich identifizieren. Viele Teilnehmerinnen trauen sich hier mehr zu und bleiben länger dabei.',
    ],
    textKind: [
      'Du bist ein Mädchen und hast Lust, zu programmieren? In unserem Mädchenkurs lernst du zusammen mit anderen Mädchen, wie du Spiele, Websites und Apps baust.',
      `Du lernst genau dasselbe wie in allen anderen Kursen, nur eben unter euch. Und deine Eltern zahlen ${formatPercent(GIRLS_COURSE_DISCOUNT_PERCENT)} weniger.`,
    ],
    cta: 'Mädchenkurs anfragen',
    imageAlt: 'Ein Mädchen baut und programmiert einen kleinen Roboter',
  },
  testimonials: {
    heading: 'Das sagen unsere Schülerinnen, Schüler und Eltern',
  },
  trialBanner: {
    heading: `Kostenlose Probestunde am ${trial.weekdayName}`,
    text: `${trial.weekdayName}s von ${TRIAL_TIME.replace('–', ' bis ')} Uhr kann Ihr Kind kostenlos und unverbindlich in einer echten Unterrichtsstunde mitmachen, ${TRIAL_SCHOOL_DAYS_ONLY}. Sie melden es an, wir schicken den Link.`,
    nextDateLabel: 'Nächster Termin:',
    cta: 'Zur Probestunde anmelden',
  },
  team: {
    heading: 'Unser Team',
    intro: 'Unsere Lehrkräfte sind ausgebildete Informatikerinnen und Informatiker mit pädagogischer Zusatzqualifikation.',
    link: 'Mehr über uns',
  },
  start: {
    heading: 'Bereit für die erste Stunde?',
    text: 'Schicken Sie uns Ihre Anfrage, wir melden uns innerhalb eines Werktags und finden gemeinsam den passenden Kurs.',
    cta: 'Jetzt starten!',
    contactHeading: 'So erreichen Sie uns',
  },
} as const;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const homeUpdatedAt = '2026-11-24';
