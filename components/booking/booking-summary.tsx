import { summarySections } from '@/lib/booking/summary';

interface BookingSummaryProps {
  params: Record<string, string>;
  /** Edit buttons per group (overview); without it the summary is read-only (confirmation). */
  onEdit?: (step: number) => void;
  headingLevel?: 'h3' | 'h2';
}

export function BookingSummary({ params, onEdit, headingLevel: Heading = 'h3' }: BookingSummaryProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {summarySections(params).map((section) => (
        <section key={section.title} className="min-w-0 rounded-xl border border-line bg-white p-4" aria-label={section.title}>
          <div className="flex items-center justify-between gap-2">
            <Heading className="text-lg font-extrabold">{section.title}</Heading>
            {onEdit && (
              <button
                type="button"
                onClick={() => onEdit(section.step)}
                className="min-h-11 rounded-pill px-3 font-bold text-primary underline underline-offset-4 hover:bg-primary-tint"
              >
                Bearbeiten<span className="sr-only">: {section.title}</span>
              </button>
            )}
          </div>
          <dl className="mt-2 space-y-2 sm:space-y-1">
            {section.rows.map(([label, value]) => (
              <div key={label} className="sm:grid sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-x-3">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="font-bold [overflow-wrap:anywhere]">{value || '–'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
