import type { MembershipPackage } from './schema';

/** Length of the free trial on the prices page (spec §9; the signup page's 45 minutes live in content/trial.ts). */
export const TRIAL_PACKAGE_MINUTES = 90;

export const packages: MembershipPackage[] = [
  {
    id: 'trial',
    title: 'Probestunde',
    minimumDurationMonths: null,
    pricePerWeek: 0,
    pricePerTerm: 0,
    payment: 'kostenlos und unverbindlich',
    freq: 'einmalig',
    weekly: false,
    sessionMinutes: TRIAL_PACKAGE_MINUTES,
    units: 1,
    sessions: 1,
    features: [
      'Live mit einer zertifizierten Lehrkraft',
      'Ihr Kind lernt Gruppe und Lehrkraft kennen',
      'Endet automatisch, kein Abo',
    ],
    highlighted: false,
  },
  {
    id: '3m',
    title: '3 Monate',
    minimumDurationMonths: 3,
    pricePerWeek: 33,
    pricePerTerm: 396,
    payment: '396 € alle 3 Monate',
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: 90,
    units: 20,
    sessions: 10,
    features: ['Ideal zum Ausprobieren über ein Quartal', 'Kleine Gruppen von 5 bis 12 Kindern', 'Teilnahmezertifikat'],
    highlighted: false,
  },
  {
    id: '6m',
    title: '6 Monate',
    minimumDurationMonths: 6,
    pricePerWeek: 30,
    pricePerTerm: 720,
    payment: '720 € alle 6 Monate',
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: 90,
    units: 40,
    sessions: 20,
    features: ['Genug Zeit für ein eigenes Projekt', 'Kleine Gruppen von 5 bis 12 Kindern', 'Teilnahmezertifikat'],
    highlighted: false,
  },
  {
    id: '12m',
    title: '12 Monate',
    minimumDurationMonths: 12,
    pricePerWeek: 27,
    pricePerTerm: 1296,
    payment: '1.296 € alle 12 Monate',
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: 90,
    units: 78,
    sessions: 39,
    features: ['Ein ganzes Kurslevel von Anfang bis Ende', 'Kleine Gruppen von 5 bis 12 Kindern', 'Abschlusszertifikat'],
    highlighted: true,
  },
  {
    id: 'plus',
    title: 'CodingStars+',
    minimumDurationMonths: 36,
    firstCancellationMonth: 24,
    pricePerWeek: 23,
    pricePerTerm: 3312,
    payment: '3.312 € alle 36 Monate',
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: 90,
    units: 234,
    sessions: 117,
    features: [
      'Alle drei Levels, vom ersten Block bis zum Zertifikat',
      'Der günstigste Preis pro Woche',
      'Nach Möglichkeit dieselbe Lehrkraft über die gesamte Laufzeit',
    ],
    highlighted: false,
  },
];

export const discounts = [
  {
    id: 'girls',
    percent: 5,
    text: '5 % Rabatt auf unseren Mädchenkurs „Girls in MINT“: gleiche Inhalte, reduzierter Preis.',
  },
  {
    id: 'referral',
    freeUnits: 1,
    text: '1 kostenlose Einheit für jede Freundin und jeden Freund, die oder den Ihr Kind wirbt.',
  },
] as const;

export const pricesFootnote =
  'In den Schulferien und an gesetzlichen Feiertagen finden keine Kurse statt. Das ist in den Preisen und der Zahl der Termine bereits berücksichtigt.';

/** Lowest price per teaching unit named on the prices page and in its meta description. */
export const LOWEST_PRICE_PER_UNIT = 10.5;

export const priceBannerItems = [
  'Kostenlose Probestunde jeden Mittwoch',
  'Kleine Gruppen von 5 bis 12 Kindern',
  'Zertifizierte Lehrkräfte',
  '5 % Rabatt im Mädchenkurs',
  '1 Gratis-Einheit pro geworbenem Freund',
  '100 % online – von zu Hause aus',
];

export function packageById(id: MembershipPackage['id']): MembershipPackage | undefined {
  return packages.find((p) => p.id === id);
}

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const packagesUpdatedAt = '2026-11-22';
