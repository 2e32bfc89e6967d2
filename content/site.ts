/**
 * Phone and email, part of siteConfig below. Also exported on their own: code that runs in the browser (the error
 * page, a failed send) imports just these, so the bundles do not carry the whole configuration.
 */
export const contactDetails = {
  email: 'hallo@codingstars.de',
  phone: '+49 30 1234 5670',
  phoneDisplay: '030 1234 5670',
  phoneHref: 'tel:+493012345670',
  phoneHours: 'Mo–Fr 10:00–18:00 Uhr',
} as const;

/** A company that processes data for the academy, as the privacy policy names it. */
export interface Processor {
  name: string;
  /** Registered seat: city, and country outside Germany. */
  seat: string;
}

/**
 * Everything an operator changes to run this site: brand, contact data and the facts of the Impressum.
 * The site URL comes from NEXT_PUBLIC_SITE_URL (see lib/env.ts); every absolute URL is built from it.
 */
export const siteConfig = {
  name: 'CodingStars',
  plusPackageName: 'CodingStars+',
  tagline: 'Online-Programmierschule für Kinder und Jugendliche',
  /** Suffix of every page title. */
  titleSuffix: 'CodingStars – Programmieren lernen online für Kinder',
  description:
    'CodingStars bringt Kindern und Jugendlichen von 6 bis 18 Jahren das Programmieren bei: online, in kleinen Gruppen, mit zertifizierten Lehrkräften und einer kostenlosen Probestunde jeden Mittwoch.',
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

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const siteConfigUpdatedAt = '2026-11-22';
