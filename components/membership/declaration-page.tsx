import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { declarationPageCopy } from '@/content/membership';
import type { DeclareAction } from '@/lib/membership/declaration-form-state';
import { DeclarationForm } from './declaration-form';

/** "Vertrag widerrufen" or "Verträge hier kündigen": what the page is for, then its one form, no sign-in. */
export function DeclarationPage({ kind, declare }: { kind: 'withdrawal' | 'cancellation'; declare: DeclareAction }) {
  const copy = declarationPageCopy[kind];
  return (
    <>
      <PageHeader
        crumbs={[{ name: copy.title }]}
        title={copy.title}
        intro={copy.intro.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        ))}
      />
      <Container className="pb-16">
        <div className="max-w-3xl rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <DeclarationForm kind={kind} declare={declare} />
        </div>
        <p className="mt-6 max-w-prose text-ink-soft">
          {declarationPageCopy.terms}{' '}
          <Link href="/agb" className="font-bold text-primary underline">
            {declarationPageCopy.termsLink}
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
