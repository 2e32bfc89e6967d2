import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { rootMetadata } from '@/lib/seo';
import './globals.css';

const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  // Preloaded; until it arrives text shows in a metric-matched fallback (adjustFontFallback), so the swap shifts nothing.
  display: 'swap',
  variable: '--font-nunito',
});

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  themeColor: '#4f3fd6',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" className={nunito.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <OrganizationJsonLd />
        <div id="top" />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-ink px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Zum Inhalt springen
        </a>
        {children}
        <SiteFooter />
        <ScrollToTop />
      </body>
    </html>
  );
}
