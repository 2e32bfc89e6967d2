import { accessibilityStatement, enforcementBody } from '@/content/accessibility';
import { footerNav } from '@/content/navigation';
import { legalDocumentSchema } from '@/content/schema';
import { siteConfig } from '@/content/site';

describe('accessibility statement (BFSG)', () => {
  const text = JSON.stringify(accessibilityStatement);

  it('is a valid legal document', () => {
    expect(() => legalDocumentSchema.parse(accessibilityStatement)).not.toThrow();
  });

  it('states the conformance with WCAG 2.1 AA and says how it was tested', () => {
    expect(text).toContain('WCAG 2.1');
    expect(text).toMatch(/(vollständig|teilweise|nicht) vereinbar/);
    expect(text).toContain('axe');
    expect(text).toContain('Tastatur');
    expect(text).toContain('Lighthouse');
  });

  it('names known limits, the feedback contact and the enforcement body', () => {
    const headings = accessibilityStatement.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Bekannte Einschränkungen', 'Feedback und Kontakt', 'Zuständige Marktüberwachungsbehörde']));
    expect(text).toContain(`mailto:${siteConfig.email}`);
    expect(text).toContain(siteConfig.phoneHref);
    expect(enforcementBody.name).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen');
    expect(text).toContain(enforcementBody.name);
    expect(text).toContain('Magdeburg');
  });

  it('gives the date it was drawn up, in German format', () => {
    const [year, month, day] = accessibilityStatement.updated.split('-');
    expect(text).toContain(`erstellt`);
    expect(text).toContain(`${day}.${month}.${year}`);
  });

  it('is linked in the footer', () => {
    expect(footerNav).toContainEqual({ label: 'Barrierefreiheit', href: '/barrierefreiheit' });
  });
});
