import { Link } from '@/components/ui/link';

/**
 * The star mark of /images/logo.svg, drawn in the page. As an <img> it cost every page a request, a preload, and
 * before the first paint one of the slowest tasks of the load: Chromium builds an isolated SVG document for the
 * first SVG picture of a page (150 to 200 ms at 4x CPU throttling in the trace of issue 25). Inline it is 0.4 KB of
 * markup. The file stays for the structured data and anything outside the site.
 */
function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" width={36} height={36} className="shrink-0">
      <rect x="1" y="1" width="46" height="46" rx="13" fill="#4f3fd6" />
      <path d="M13 16 6 24l7 8M35 16l7 8-7 8" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M24 15 27 21 34 22 28 26 30 33 24 30 18 33 20 26 14 22 21 21Z" fill="#ffc83d" stroke="#ffc83d" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight min-[22.5rem]:text-xl">
      <LogoMark />
      <span>
        Coding<span className="text-primary">Stars</span>
      </span>
      <span className="sr-only">, zur Startseite</span>
    </Link>
  );
}
