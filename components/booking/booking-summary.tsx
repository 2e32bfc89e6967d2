interface SummarySection {
  title: string;
  /** Step to edit (-1 = the selection above the steps); absent on the confirmation. */
  step: number;
  rows: [label: string, value: string][];
}

/** The booking in five groups, from its template_params, so the overview shows exactly what will be sent. */
export function summarySections(params: Record<string, string>): SummarySection[] {
  const p = (key: string) => params[key] ?? '';
  const payment: [string, string][] = [['Zahlungsart', p('payment_method')]];
  if (p('iban')) payment.push(['Kontoinhaber/in', p('account_holder')], ['IBAN', p('iban')]);
  return [
    {
      title: 'Ihre Auswahl',
      step: -1,
      rows: [
        ['Paket', p('package')],
        ['Preis', p('price')],
        ['Laufzeit', p('term')],
        ['Kurs', p('selected_course')],
        ['Wunschtermine', p('time_slots')],
        ['Startmonat', p('start_month_label')],
      ],
    },
    {
      title: 'Kontaktdaten',
      step: 0,
      rows: [
        ['Anrede', p('salutation')],
        ['Name', `${p('first_name')} ${p('last_name')}`.trim()],
        ['E-Mail-Adresse', p('email')],
        ['Telefonnummer', p('phone')],
      ],
    },
    {
      title: 'Rechnungsadresse',
      step: 1,
      rows: [
        ['Straße und Hausnummer', `${p('street')} ${p('house_number')}`.trim()],
        ['Postleitzahl und Ort', `${p('postal_code')} ${p('city')}`.trim()],
        ['Land', p('country')],
      ],
    },
    { title: 'Zahlungsart', step: 2, rows: payment },
    {
      title: 'Angaben zum Kind',
      step: 3,
      rows: [
        ['Name', p('child_name').trim()],
        ['Alter', p('child_age') ? `${p('child_age')} Jahre` : ''],
        ['Vorkenntnisse', p('child_experience')],
      ],
    },
  ];
}

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
