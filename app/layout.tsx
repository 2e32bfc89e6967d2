import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { AnalyticsGate } from '@/components/consent/analytics-gate';
import { BootScript } from '@/components/consent/boot-script';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { rootMetadata } from '@/lib/seo/metadata';
import './globals.css';

const nunito = localFont({
  // Nunito cut to German characters and weights 400–800 (scripts/make-font.mjs): 25 KB instead of 39 KB.
  src: './fonts/nunito-subset.woff2',
  weight: '400 800',
  // Not preloaded, and only used when it is there at once (issue 17): on a slow link the preload shared the bandwidth
  // with the render-blocking stylesheet and delayed the first paint, and a late swap from the fallback moved the text
  // (CLS 0.11 to 0.15 with 'swap'). A first visit on a slow link may keep the metric-matched fallback for that page;
  // the font is then cached for the next one.
  preload: false,
  display: 'optional',
  // The stand-in while Nunito is not there is 'Nunito Fallback' in app/globals.css: next/font's own names only
  // local(Arial), which Android and Linux do not have.
  adjustFontFallback: false,
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
    // The boot script sets data-consent-banner and data-audience on <html> before hydration.
    <html lang="de" className={nunito.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {/* No frame before the header is parsed whole (React puts the link into <head>; Chromium 124+ reads it,
            others ignore it). The navigation sits at the right edge: a frame painted while the parser paused inside
            it showed 'Kurse' alone there, and the other links pushed it left (issue 34). Chromium paints once <main>
            starts, which costs the first paint nothing measurable; waiting for the footer cost the home page's LCP
            120 ms on a slow phone link. (The standard waits for <main> parsed whole; that is shift-free too.) */}
        <link rel="expect" href="#main" blocking="render" />
        <BootScript />
        <OrganizationJsonLd />
        <ConsentProvider>
          <div id="top" />
          {/* First in the tab order while it shows. */}
          <ConsentBanner />
          <a
            href="#main"
            className="sr-only z-50 rounded-lg bg-ink px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Zum Inhalt springen
          </a>
          {children}
          <SiteFooter />
          <ScrollToTop />
          <AnalyticsGate />
        </ConsentProvider>
      </body>
    </html>
  );
}
