import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { Link } from '@/components/ui/link';
import { DECLARATION_PATHS, declarationLinks } from '@/content/declaration-links';
import { footerNav } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { CurrentYear } from '@/components/dates/current-year';
import { Container } from '@/components/ui/container';

const BUILD_YEAR = new Date().getFullYear();

export function SiteFooter() {
  const { company } = siteConfig;
  return (
    <footer className="on-dark mt-auto bg-ink text-white">
      <Container className="grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-xl font-extrabold">
            Coding<span className="text-star">Stars</span>
          </p>
          <p className="mt-3 max-w-sm text-white/85">{siteConfig.tagline}. Live online, in kleinen Gruppen, mit zertifizierten Lehrkräften.</p>
          <address className="mt-4 not-italic text-white/85">
            <a className="underline-offset-4 hover:underline" href={`mailto:${siteConfig.email}`}>
              {siteConfig.email}
            </a>
            <br />
            <a className="underline-offset-4 hover:underline" href={siteConfig.phoneHref}>
              {siteConfig.phoneDisplay}
            </a>{' '}
            ({siteConfig.phoneHours})
          </address>
        </div>
        <nav aria-label="Fußzeile">
          <h2 className="text-sm font-extrabold tracking-wide text-star uppercase">Informationen</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
            {footerNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="footer-link">
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="footer-link text-left" />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-extrabold tracking-wide text-star uppercase">Folgen Sie uns</h2>
          <ul className="mt-3 flex flex-wrap gap-2 md:flex-col md:gap-2">
            {siteConfig.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="social-link"
                >
                  {network.name}
                  <span className="sr-only"> (öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      {/* §§ 312k and 356a BGB: both on every page, easy to find, not among the other links (OLG München 6 U 4336/23 e). */}
      <div className="border-t border-white/15">
        <Container className="flex flex-wrap items-center gap-x-5 gap-y-3 py-5">
          <h2 className="text-sm font-extrabold tracking-wide text-star uppercase">Ihr Vertrag</h2>
          <ul className="flex flex-wrap gap-3">
            <li>
              <Link href={DECLARATION_PATHS.cancellation} className="contract-link">
                {declarationLinks.cancellation}
              </Link>
            </li>
            <li>
              <Link href={DECLARATION_PATHS.withdrawal} className="contract-link">
                {declarationLinks.withdrawal}
              </Link>
            </li>
          </ul>
        </Container>
      </div>
      <div className="border-t border-white/15">
        {/* Room below the line for the two floating buttons (view switcher, Nach oben). */}
        <Container className="pt-5 pb-20 text-sm text-white/75">
          © <CurrentYear buildYear={BUILD_YEAR} /> {company.legalName}. Alle Rechte vorbehalten.
        </Container>
      </div>
    </footer>
  );
}
