/**
 * Phone and email, part of siteConfig (content/site.ts), which re-exports them. A module of their own: code that
 * runs in the browser (the error page, a failed send) imports just these, so the bundles carry neither the whole
 * configuration nor the modules it reads (the trial's weekday).
 */
export const contactDetails = {
  email: 'hallo@codingstars.de',
  phone: '+49 30 1234 5670',
  phoneDisplay: '030 1234 5670',
  phoneHref: 'tel:+493012345670',
  phoneHours: 'Mo–Fr 10:00–18:00 Uhr',
} as const;
