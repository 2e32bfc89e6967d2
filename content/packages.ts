import { countWord, formatEuroCents, formatPercent, listGerman } from './format';
import { unitPriceRange } from './package-terms';
import { GROUP_SIZE, LESSON_MINUTES, UNIT_MINUTES, UNITS_PER_LESSON } from './lessons';
import type { MembershipPackage } from './schema';
import { trial } from './trial';

const smallGroups = `Kleine Gruppen von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern`;

/**
 * The price table: term price, price per week and units per term are the contract facts (DECISIONS.md). Every
 * other price figure on the site, such as a price per unit, is computed from them in content/package-terms.ts.
 */
export const packages: MembershipPackage[] = [
  {
    id: 'trial',
    title: 'Probestunde',
    minimumDurationMonths: null,
    pricePerWeek: 0,
    pricePerTerm: 0,
    freq: 'einmalig',
    weekly: false,
    sessionMinutes: trial.minutes,
    units: trial.units,
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
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: LESSON_MINUTES,
    units: 20,
    sessions: 10,
    features: ['Ideal zum Ausprobieren über ein Quartal', smallGroups, 'Teilnahmezertifikat'],
    highlighted: false,
  },
  {
    id: '6m',
    title: '6 Monate',
    minimumDurationMonths: 6,
    pricePerWeek: 30,
    pricePerTerm: 720,
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: LESSON_MINUTES,
    units: 40,
    sessions: 20,
    features: ['Genug Zeit für ein eigenes Projekt', smallGroups, 'Teilnahmezertifikat'],
    highlighted: false,
  },
  {
    id: '12m',
    title: '12 Monate',
    minimumDurationMonths: 12,
    pricePerWeek: 27,
    pricePerTerm: 1296,
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: LESSON_MINUTES,
    units: 78,
    sessions: 39,
    features: ['Ein ganzes Kurslevel von Anfang bis Ende', smallGroups, 'Abschlusszertifikat'],
    highlighted: true,
  },
  {
    id: 'plus',
    title: 'CodingStars+',
    minimumDurationMonths: 36,
    firstCancellationMonth: 24,
    pricePerWeek: 23,
    pricePerTerm: 3312,
    freq: '1 × pro Woche',
    weekly: true,
    sessionMinutes: LESSON_MINUTES,
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

/** Discount of the girls' course „Girls in MINT“ on the package price, in percent. */
export const GIRLS_COURSE_DISCOUNT_PERCENT = 5;

/** Units a child gets free for each friend who books a paid membership on its recommendation. */
export const REFERRAL_FREE_UNITS = 1;

const referralUnits = REFERRAL_FREE_UNITS === 1 ? 'Einheit' : 'Einheiten';

export const discounts = [
  {
    id: 'girls',
    percent: GIRLS_COURSE_DISCOUNT_PERCENT,
    text: `${formatPercent(GIRLS_COURSE_DISCOUNT_PERCENT)} Rabatt auf unseren Mädchenkurs „Girls in MINT“: gleiche Inhalte, reduzierter Preis.`,
  },
  {
    id: 'referral',
    freeUnits: REFERRAL_FREE_UNITS,
    text: `${REFERRAL_FREE_UNITS} kostenlose ${referralUnits} für jede Freundin und jeden Freund, die oder den Ihr Kind wirbt.`,
  },
] as const;

export const pricesFootnote =
  'In den Berliner Schulferien und an gesetzlichen Feiertagen finden keine Kurse und keine Probestunden statt. Das ist in den Preisen und der Zahl der Termine bereits berücksichtigt.';

export const priceBannerItems = [
  `Kostenlose Probestunde am ${trial.weekdayName}`,
  smallGroups,
  'Zertifizierte Lehrkräfte',
  `${formatPercent(GIRLS_COURSE_DISCOUNT_PERCENT)} Rabatt im Mädchenkurs`,
  `${REFERRAL_FREE_UNITS} Gratis-${referralUnits} pro geworbenem Freund`,
  '100 % online – von zu Hause aus',
];

const plus = packages.find((pkg) => pkg.id === 'plus');
const regularTerms = packages.filter((pkg) => pkg.minimumDurationMonths !== null && pkg !== plus).map((pkg) => pkg.minimumDurationMonths ?? 0);

/** Lowest and highest price per unit of the paid packages, computed from the table. */
export const UNIT_PRICES = unitPriceRange(packages);

/** Copy of /preise that states facts: built from the constants above, never typed by hand. */
export const pricesPageContent = {
  description: `Mitgliedschaften ab ${formatEuroCents(UNIT_PRICES.lowest)} pro Einheit: kostenlose Probestunde, Pakete über ${listGerman(regularTerms)} Monate und ${plus?.title} über ${plus?.minimumDurationMonths} Monate. ${LESSON_MINUTES} Minuten Live-Unterricht pro Woche.`,
  intro: `Ein Kurs, ein fester Platz in der Gruppe, ${LESSON_MINUTES} Minuten Live-Unterricht jede Woche. Je länger die Laufzeit, desto günstiger die Woche. Starten Sie mit der kostenlosen Probestunde.`,
  unitNote: `Eine Unterrichtseinheit dauert ${UNIT_MINUTES} Minuten; jeder Termin besteht aus ${countWord(UNITS_PER_LESSON)} Einheiten am Stück. Der Preis pro Einheit ist der Paketpreis geteilt durch die Zahl der Einheiten.`,
};

export function packageById(id: MembershipPackage['id']): MembershipPackage | undefined {
  return packages.find((p) => p.id === id);
}

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const packagesUpdatedAt = '2026-11-24';
