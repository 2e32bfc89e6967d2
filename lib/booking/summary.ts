/**
 * The booking in five groups, as the wizard's overview, its confirmation, the mails about it and the team's page of it
 * show it: one list of label and value, from the booking's template_params.
 */
export interface SummarySection {
  title: string;
  /** Step to edit (-1 = the selection above the steps); absent on the confirmation. */
  step: number;
  rows: [label: string, value: string][];
}

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
