import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/class-names';
import { siteConfig } from '@/content/site';
import { Container } from '@/components/ui/container';
import { RequiresScript } from '@/components/ui/requires-script';
import { noScriptContent } from '@/content/no-script';
import { emailConfig } from '@/lib/email/config';

interface ContactSectionProps {
  heading: string;
  intro: string;
  /** The enquiry form of this page. */
  children?: ReactNode;
  /** More classes for the section, such as `render-when-near` where it lies far below the first screen. */
  className?: string;
}

/**
 * The `#contact-form-section` every 'Jetzt starten!' and 'Loslegen' button glides to. It always shows how to
 * reach the academy directly, so a parent can get in touch even if the form cannot be sent.
 */
export function ContactSection({ heading, intro, children, className }: ContactSectionProps) {
  return (
    <section id="contact-form-section" aria-labelledby="contact-form-heading" className={cn('scroll-mt-20 bg-primary-tint py-16', className)}>
      <Container className="grid gap-10 md:grid-cols-[1fr_1.3fr]">
        <div>
          <h2 id="contact-form-heading" className="text-3xl font-extrabold text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="text-sm font-extrabold tracking-wide text-primary uppercase">Telefon</dt>
              <dd className="text-lg font-bold">
                <a href={siteConfig.phoneHref} className="whitespace-nowrap underline-offset-4 hover:underline">
                  {siteConfig.phoneDisplay}
                </a>
                <span className="block text-base font-normal text-ink-soft">{siteConfig.phoneHours}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-extrabold tracking-wide text-primary uppercase">E-Mail</dt>
              <dd className="text-lg font-bold">
                <a href={`mailto:${siteConfig.email}`} className="underline-offset-4 hover:underline">
                  {siteConfig.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        {children && (
          <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
            {/* The site's own outbox takes a plain form post; EmailJS is reached only by the browser's script. */}
            {emailConfig().embedded ? children : <RequiresScript notice={noScriptContent.form}>{children}</RequiresScript>}
          </div>
        )}
      </Container>
    </section>
  );
}
