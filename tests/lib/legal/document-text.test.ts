import { terms } from '@/content/legal/agb';
import { formatIsoDate } from '@/lib/calendar/dates';
import type { LegalDocument } from '@/content/schema';
import { legalDocumentHtml, legalDocumentText } from '@/lib/legal/document-text';

const SITE = 'https://www.codingstars.de';

/** A document whose copy tries to break out of the HTML. */
const hostile: LegalDocument = {
  title: 'Bedingungen <script>alert(1)</script> & Co',
  intro: ['Tom & Jerry <b>fett</b> "zitiert" \'einfach\''],
  updated: '2026-01-31',
  sections: [
    {
      id: 'eins',
      heading: '§ 1 <img src=x onerror=alert(1)>',
      paragraphs: ['Siehe [Preise & <Rabatte>](/preise?a=1&b=2) und [Post](mailto:info@example.de).', { subheading: 'Teil <i>A</i> & B' }],
      list: ['Punkt <script>x</script> & mehr', '[Extern](https://example.org/?q="x")'],
    },
    {
      id: 'zwei',
      heading: '§ 2 Formular',
      paragraphs: [],
      form: {
        title: 'Formular <b>',
        instruction: '(Ausfüllen & senden.)',
        addressee: 'An <Firma> & Co:',
        fields: ['Name <script>', 'Datum'],
        footnote: '(*) & <streichen>',
      },
    },
    { id: 'drei', heading: '§ 3 Ende', paragraphs: ['Fertig.'] },
  ],
};

describe('legalDocumentText', () => {
  const text = legalDocumentText(terms, SITE);

  it('starts with the title, underlined, and the date of the version', () => {
    expect(text.startsWith(`Allgemeine Geschäftsbedingungen\n${'='.repeat(31)}\n\nStand: ${formatIsoDate(terms.updated)}\n\n`)).toBe(true);
  });

  it('has every section heading, underlined, in order', () => {
    const positions = terms.sections.map((section) => text.indexOf(`\n${section.heading}\n${'-'.repeat(section.heading.length)}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('has the sub-headings of the Widerrufsbelehrung on lines of their own, in capitals', () => {
    for (const subheading of ['WIDERRUFSBELEHRUNG', 'WIDERRUFSRECHT', 'FOLGEN DES WIDERRUFS', 'ENDE DER WIDERRUFSBELEHRUNG', 'MUSTER-WIDERRUFSFORMULAR']) {
      expect(text).toContain(`\n\n${subheading}\n\n`);
    }
  });

  it('writes links as their text with the absolute address, mail addresses as their text', () => {
    expect(text).toContain('Weitere Angaben finden Sie im Impressum (https://www.codingstars.de/impressum).');
    expect(text).toContain('Datenschutzerklärung (https://www.codingstars.de/datenschutz)');
    expect(text).not.toMatch(/\]\(|\(\/[a-z]/);
    const fixture = legalDocumentText(hostile, SITE);
    expect(fixture).toContain('Siehe Preise & <Rabatte> (https://www.codingstars.de/preise?a=1&b=2) und Post.');
    expect(fixture).toContain('– Extern (https://example.org/?q="x")');
  });

  it('lists items after a dash and gives each field of the model form a line to write on', () => {
    expect(text).toContain('– SEPA-Lastschrift\n– Überweisung\n– Kreditkarte');
    expect(text).toContain(`Name des/der Verbraucher(s)\n\n${'_'.repeat(40)}`);
    expect(text).toContain(`Datum\n\n${'_'.repeat(40)}\n\n(*) Unzutreffendes streichen.`);
  });

  it('uses the site address it is given, not a fixed one', () => {
    expect(legalDocumentText(terms, 'http://localhost:3000')).toContain('Impressum (http://localhost:3000/impressum)');
  });
});

describe('legalDocumentHtml', () => {
  const html = legalDocumentHtml(terms, SITE);

  it('has the title, every section heading and the sub-headings', () => {
    expect(html).toContain('>Allgemeine Geschäftsbedingungen</h2>');
    for (const section of terms.sections) expect(html).toContain(`>${section.heading}</h3>`);
    for (const subheading of ['Widerrufsbelehrung', 'Folgen des Widerrufs', 'Ende der Widerrufsbelehrung', 'Muster-Widerrufsformular']) {
      expect(html).toContain(`>${subheading}</h4>`);
    }
    expect(html).toContain('<li>SEPA-Lastschrift</li>');
  });

  it('links with absolute addresses only', () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(expect.arrayContaining(['https://www.codingstars.de/impressum', 'https://www.codingstars.de/datenschutz']));
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:|tel:)/);
  });

  it('escapes every value: no tag but its own, no bare ampersand', () => {
    const fixture = legalDocumentHtml(hostile, SITE);
    const tags = new Set([...fixture.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['a', 'div', 'h2', 'h3', 'h4', 'li', 'p', 'ul']);
    expect(fixture).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
    expect(fixture).toContain('Bedingungen &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(fixture).toContain('href="https://www.codingstars.de/preise?a=1&amp;b=2"');
    expect(fixture).toContain('href="https://example.org/?q=&quot;x&quot;"');
    expect(fixture).toContain('Tom &amp; Jerry &lt;b&gt;fett&lt;/b&gt; &quot;zitiert&quot; &#39;einfach&#39;');
  });
});
