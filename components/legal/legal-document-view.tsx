import type { LegalDocument } from '@/content/schema';
import { formatIsoDate } from '@/lib/calendar/dates';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { RichParagraphs, RichText } from '@/components/ui/rich-text';
import { LegalFormView } from '@/components/legal/legal-form-view';
import type { Crumb } from '@/components/layout/breadcrumbs';
import { cn } from '@/lib/ui/class-names';

export function LegalDocumentView({ document, crumb }: { document: LegalDocument; crumb: Crumb }) {
  const selfNumbered = document.sections.every((section) => /^(§|\d)/.test(section.heading));
  return (
    <>
      <PageHeader
        crumbs={[crumb]}
        title={document.title}
        intro={
          <>
            <RichParagraphs paragraphs={document.intro} className="mt-2" />
            <p className="mt-2 text-base">Stand: {formatIsoDate(document.updated)}</p>
          </>
        }
      />
      <Container className="pb-16">
        <nav aria-labelledby="inhalt" className="mb-10 max-w-prose rounded-card bg-primary-tint p-5">
          <h2 id="inhalt" className="font-extrabold">
            Inhalt
          </h2>
          {/* Headings that carry their own '§ 1' are not numbered a second time. */}
          <ol className={cn('mt-2 space-y-1', selfNumbered ? 'list-none' : 'list-decimal pl-5')}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose space-y-10">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed">
                {section.paragraphs.map((paragraph) =>
                  typeof paragraph === 'string' ? (
                    <p key={paragraph}>
                      <RichText text={paragraph} />
                    </p>
                  ) : (
                    <h3 key={paragraph.subheading} className="pt-3 text-lg font-extrabold">
                      {paragraph.subheading}
                    </h3>
                  ),
                )}
                {section.list && (
                  <ul className="list-disc space-y-1 pl-5">
                    {section.list.map((item) => (
                      <li key={item}>
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                )}
                {section.form && <LegalFormView form={section.form} />}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
