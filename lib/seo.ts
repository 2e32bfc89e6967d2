import type { Metadata } from 'next';
import { siteConfig } from '@/content/site';
import { absoluteUrl, env } from '@/lib/env';

interface PageMetadataInput {
  /** Page title without the site suffix (the root layout's template adds it). */
  title: string;
  description: string;
  /** Path of the page, e.g. '/courses/1'; becomes the absolute canonical URL. */
  path: string;
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph of one page, all absolute from NEXT_PUBLIC_SITE_URL. */
export function pageMetadata({ title, description, path, noindex = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${siteConfig.name}`,
      description,
      url,
      siteName: siteConfig.name,
      locale: 'de_DE',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${siteConfig.name}`, description },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata shared by every page (root layout). */
export const rootMetadata: Metadata = {
  metadataBase: new URL(`${env.siteUrl}/`),
  title: { default: siteConfig.titleSuffix, template: `%s | ${siteConfig.titleSuffix}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: { siteName: siteConfig.name, locale: 'de_DE', type: 'website' },
  formatDetection: { telephone: false },
};
