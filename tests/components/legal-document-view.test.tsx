import { render, screen, within } from '@testing-library/react';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { terms } from '@/content/legal/agb';

describe('LegalDocumentView with the AGB', () => {
  beforeEach(() => render(<LegalDocumentView document={terms} crumb={{ name: 'AGB' }} />));

  it('shows each section as a heading of level 2 and the sub-headings of § 9 as level 3 inside it', () => {
    for (const section of terms.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    const withdrawal = screen.getByRole('region', { name: '§ 9 Widerrufsrecht' });
    expect(within(withdrawal).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Widerrufsbelehrung',
      'Widerrufsrecht',
      'Folgen des Widerrufs',
      'Ende der Widerrufsbelehrung',
      'Muster-Widerrufsformular',
    ]);
  });

  it('shows the model form with its fields as a list to fill in', () => {
    const withdrawal = screen.getByRole('region', { name: '§ 9 Widerrufsrecht' });
    const fields = within(withdrawal).getAllByRole('listitem').map((item) => item.textContent);
    expect(fields).toEqual(expect.arrayContaining(['Name des/der Verbraucher(s)', 'Datum']));
    expect(within(withdrawal).getByText('(*) Unzutreffendes streichen.')).toBeInTheDocument();
  });
});
