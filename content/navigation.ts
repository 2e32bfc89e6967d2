import type { Route } from 'next';

export interface NavItem {
  label: string;
  href: Route;
}

/** Main header (spec §2): Kurse dropdown, Preise, Über uns, Kontakt, Ferienkurse and the Quiz button. */
export const mainNav = {
  coursesLabel: 'Kurse',
  coursesOverview: { label: 'Kursübersicht', href: '/courses' } as NavItem,
  generalInfo: { label: 'Allgemeine Infos (FAQ)', href: '/faq' } as NavItem,
  links: [
    { label: 'Preise', href: '/preise' },
    { label: 'Über uns', href: '/info' },
    { label: 'Kontakt', href: '/contact' },
    { label: 'Ferienkurse', href: '/ferienkurse' },
  ] as NavItem[],
  quiz: { label: 'Quiz', href: '/quizcarousel' } as NavItem,
};

export const footerNav: NavItem[] = [
  { label: 'Über uns', href: '/info' },
  { label: 'Kursangebot', href: '/courses' },
  { label: 'FAQs', href: '/faq' },
  { label: 'Kontakt', href: '/contact' },
  { label: 'Karriere', href: '/jobs' },
  { label: 'Datenschutz', href: '/datenschutz' },
  { label: 'Impressum', href: '/impressum' },
  { label: 'AGB', href: '/agb' },
  { label: 'Barrierefreiheit', href: '/barrierefreiheit' },
];

/** Breadcrumb names (spec §2). */
export const breadcrumbNames: Record<string, string> = {
  '/': 'Startseite',
  '/courses': 'Kurse',
  '/faq': 'FAQ',
  '/preise': 'Preise',
  '/info': 'Über uns',
  '/team': 'Team',
  '/contact': 'Kontakt',
  '/quiz': 'Quiz',
  '/quizcarousel': 'Kursberater-Quiz',
  '/booking': 'Buchung',
  '/jobs': 'Karriere',
  '/promo': 'Gewinnspiel',
  '/agb': 'AGB',
  '/datenschutz': 'Datenschutz',
  '/impressum': 'Impressum',
  '/barrierefreiheit': 'Barrierefreiheit',
  '/vertrag-widerrufen': 'Vertrag widerrufen',
  '/vertraege-kuendigen': 'Verträge hier kündigen',
  '/start': 'Jetzt starten',
  '/start/signup': 'Probestunde',
  '/ferienkurse': 'Ferienkurse',
  '/python': 'Python-Grundlagen',
};
