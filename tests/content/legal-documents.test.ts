import { accessibilityStatement } from '@/content/accessibility';
import { terms } from '@/content/legal/agb';
import { privacyPolicyFor } from '@/content/legal/datenschutz';
import { legalDocumentSchema, type LegalDocument } from '@/content/schema';

const documents: [string, LegalDocument][] = [
  ['terms (AGB)', terms],
  ['privacy policy (EmailJS)', privacyPolicyFor({ delivery: 'emailjs', retentionDays: 180 })],
  ['privacy policy (own relay)', privacyPolicyFor({ delivery: 'relay', retentionDays: 180 })],
  ['privacy policy (store only)', privacyPolicyFor({ delivery: 'store', retentionDays: 180 })],
  ['accessibility statement', accessibilityStatement],
];

const withdrawal = terms.sections.find((section) => section.id === 'widerrufsrecht');

describe('legal documents', () => {
  it.each(documents)('%s matches the strict schema', (_name, document) => {
    const result = legalDocumentSchema.safeParse(document);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(documents)('%s: every paragraph ends like a sentence (a line without one is a { subheading })', (_name, document) => {
    const paragraphs = document.sections.flatMap((section) => section.paragraphs).filter((p) => typeof p === 'string');
    expect(paragraphs.filter((paragraph) => !/[.:;!?)“]$/.test(paragraph))).toEqual([]);
  });

  it('rejects a key the schema does not know, so a typo in a sub-heading or form fails', () => {
    const typo = { ...terms, sections: terms.sections.map((s) => ({ ...s, paragraphs: [{ subHeading: 'Widerrufsrecht' }] })) };
    expect(legalDocumentSchema.safeParse(typo).success).toBe(false);
  });
});

describe('AGB § 9: the Widerrufsbelehrung and the Muster-Widerrufsformular', () => {
  it('marks the parts of the Widerrufsbelehrung as sub-headings, in the order of the statutory model', () => {
    const subheadings = withdrawal?.paragraphs.flatMap((p) => (typeof p === 'string' ? [] : [p.subheading]));
    expect(subheadings).toEqual(['Widerrufsbelehrung', 'Widerrufsrecht', 'Folgen des Widerrufs', 'Ende der Widerrufsbelehrung']);
  });

  it('has the model form with a line to fill in for each of its statutory fields', () => {
    expect(withdrawal?.form).toMatchObject({
      title: 'Muster-Widerrufsformular',
      addressee: expect.stringMatching(/^An CodingStars GmbH, .+, E-Mail: .+@.+:$/),
      fields: [
        expect.stringMatching(/^Hiermit widerrufe\(n\) ich\/wir \(\*\)/),
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
      ],
      footnote: '(*) Unzutreffendes streichen.',
    });
  });
});
