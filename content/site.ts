import { contactDetails } from './contact-details';
import { trial } from './trial';

export { contactDetails };

/** A company that processes data for the academy, as the privacy policy names it. */
export interface Processor {
  name: string;
  /** Registered seat: city, and country outside Germany. */
  seat: string;
}

/**
 * Everything an operator changes to run this site: brand, contact data and the facts of the Impressum.
 * The site URL comes from NEXT_PUBLIC_SITE_URL (see lib/server/env.ts); every absolute URL is built from it.
 */
export const siteConfig = {
  name: 'CodingStars',
  plusPackageName: 'CodingStars+',
  tagline: 'Online-Programmierschule für Kinder und Jugendliche',
  /** Title of a page without its own (404, error) and the manifest's name; page titles end in ' | CodingStars'. */
  titleSuffix: 'CodingStars – Programmieren lernen online für Kinder',
  description: `CodingStars bringt Kindern und Jugendlichen von 6 bis 18 Jahren das Programmieren bei: online, in kleinen Gruppen, mit zertifizierten Lehrkräften und einer kostenlosen Probestunde am ${trial.weekdayName}.`,
  ...contactDetails,
  company: {
    legalName: 'CodingStars GmbH',
    street: 'Oranienstraße 185',
    postalCode: '10999',
    city: 'Berlin',
    region: 'Berlin',
    country: 'Deutschland',
    countryCode: 'DE',
    managingDirector: 'Daniel Brandt',
    registerCourt: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 245871 B',
    vatId: 'DE 341 987 652',
    contentResponsible: 'Daniel Brandt, Anschrift wie oben',
  },
  /**
   * The academy's email provider, whose SMTP server SMTP_URL names, e.g. { name: 'IONOS SE', seat: 'Montabaur' }. The
   * privacy policy names it when enquiries go by the own relay; unset, it speaks of the academy's email provider only.
   */
  mailProvider: undefined as Processor | undefined,
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/codingstars.de' },
    { name: 'YouTube', href: 'https://www.youtube.com/@codingstars-de' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/codingstars-de' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@codingstars.de' },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

/** Words of the site's own share image (app/opengraph-image.tsx) and its alt text. */
export const siteShareImageText = {
  alt: `${siteConfig.name}: ${siteConfig.tagline}. Live-Unterricht in kleinen Gruppen, kostenlose Probestunde am ${trial.weekdayName}.`,
  eyebrow: 'Sieben Kurse in drei Levels',
  title: 'Programmieren lernen für Kinder und Jugendliche',
  facts: ['6 bis 18 Jahre', 'Kleine Gruppen', `Probestunde am ${trial.weekdayName}`],
};

/** 'CodingStars GmbH, Oranienstraße 185, 10999 Berlin': the company as the legal texts address it. */
export const companyPostalAddress = `${siteConfig.company.legalName}, ${siteConfig.company.street}, ${siteConfig.company.postalCode} ${siteConfig.company.city}`;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const siteConfigUpdatedAt = '2026-11-22';
