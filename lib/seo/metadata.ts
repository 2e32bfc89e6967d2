/**
 * Room lib/seo: every page's metadata and share image, the JSON-LD, the sitemap.
 * Used by every public page in app/, app/sitemap.ts and the pages review.
 */

import { formatEuro } from '@/content/format';
import type { Metadata } from 'next';
import type { HolidayCourse } from '@/content/schema';
import { siteConfig, siteShareImageText } from '@/content/site';
import { absoluteUrl, env } from '@/lib/server/env';

/** Size of every share image (app/**\/opengraph-image.tsx); the size Open Graph and X show without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Path of the image route, e.g. '/courses/1/opengraph-image'. */
  path: string;
  alt: string;
}

/** The site's own share image (app/opengraph-image.tsx), used by every page without one of its own. */
export const siteShareImage: ShareImage = {
  path: '/opengraph-image',
  alt: siteShareImageText.alt,
};

interface PageMetadataInput {
  /** Page title without the site suffix (the root layout's template adds it). */
  title: string;
  description: string;
  /** Path of the page, e.g. '/courses/1'; becomes the absolute canonical URL. */
  path: string;
  /**
   * The page's segment has an opengraph-image file of its own, which Next adds itself (its URL carries a hash
   * for route groups); otherwise the site's image is named here, because a page's `openGraph` replaces the layout's.
   */
  ownShareImage?: boolean;
  noindex?: boolean;
}

function openGraphImage(image: ShareImage) {
  return { url: absoluteUrl(image.path), ...SHARE_IMAGE_SIZE, alt: image.alt, type: 'image/png' };
}

/** Title, description, canonical, Open Graph and Twitter card of one page, all absolute from NEXT_PUBLIC_SITE_URL. */
export function pageMetadata({ title, description, path, ownShareImage = false, noindex = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shareTitle = `${title} | ${siteConfig.name}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: shareTitle,
      description,
      url,
      siteName: siteConfig.name,
      locale: 'de_DE',
      type: 'website',
      ...(ownShareImage ? {} : { images: [openGraphImage(siteShareImage)] }),
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description,
      // Without images of its own the card takes Open Graph's (Next fills them in).
      ...(ownShareImage ? {} : { images: [{ url: absoluteUrl(siteShareImage.path), alt: siteShareImage.alt }] }),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata shared by every page (root layout); pages without their own (404, error) keep these defaults. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(`${env.siteUrl}/`),
  // A page's title ends in the brand alone, as its share title does: with the long claim after it, 27 of 29 titles ran
  // past the two lines of Google's mobile results and lost their end (npm run pages, issue 50).
  title: { default: siteConfig.titleSuffix, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    title: siteConfig.titleSuffix,
    description: siteConfig.description,
    siteName: siteConfig.name,
    locale: 'de_DE',
    type: 'website',
    images: [openGraphImage(siteShareImage)],
  },
  twitter: {
    card: 'summary_large_image',
    title: siteConfig.titleSuffix,
    description: siteConfig.description,
    images: [{ url: absoluteUrl(siteShareImage.path), alt: siteShareImage.alt }],
  },
  formatDetection: { telephone: false },
};

/** Pills on a holiday course's share image: ages, length and price. */
export function holidayCourseFacts(course: HolidayCourse): string[] {
  const { about, courseInfo } = course;
  const weeks = courseInfo.durationInWeeks === 1 ? '1 Woche' : `${courseInfo.durationInWeeks} Wochen`;
  return [
    `${about.recommendedAgeMin}–${about.recommendedAgeMax} Jahre`,
    weeks,
    `${courseInfo.duration.replace(' pro Tag', '')} täglich`,
    formatEuro(course.price),
  ];
}
