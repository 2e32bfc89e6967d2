import { Logo } from '@/components/layout/logo';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { billingInternCopy } from '@/content/billing';
import { internCopy as copy } from '@/content/intern';

const SECTIONS = [
  { href: '/intern/probestunden', label: copy.nav.trials },
  { href: '/intern/buchungen', label: copy.nav.bookings },
  { href: '/intern/angebot', label: copy.nav.offer },
  { href: '/intern/lastschriften', label: billingInternCopy.nav },
  { href: '/intern/postausgang', label: copy.nav.outbox },
  { href: '/intern/zahlen', label: copy.nav.numbers },
  { href: '/intern/seiten', label: copy.nav.pages },
  { href: '/intern/konto', label: copy.nav.account },
] as const;

/** The team room's header: the brand, and once signed in the sections and a form that signs out (works without script). */
export function InternHeader({ email, signOut }: { email: string | undefined; signOut: () => Promise<void> }) {
  return (
    <header className="border-b border-line bg-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="flex items-center gap-3 font-extrabold">
          <Logo />
          <span className="rounded-pill bg-primary-tint px-2 py-0.5 text-sm text-primary">intern</span>
        </p>
        {email && (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <nav aria-label="Interner Bereich">
              <ul className="flex flex-wrap gap-x-4 gap-y-1 font-bold">
                {SECTIONS.map((section) => (
                  <li key={section.href}>
                    <Link href={section.href} className="text-primary underline-offset-4 hover:underline">
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <form action={signOut} className="flex items-center gap-3">
              <span className="text-sm text-ink-soft">{email}</span>
              <button type="submit" className="min-h-11 rounded-pill border-2 border-primary px-4 font-bold text-primary hover:bg-primary-tint">
                {copy.nav.signOut}
              </button>
            </form>
          </div>
        )}
      </Container>
    </header>
  );
}
