/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { accessibilityStatement } from '@/content/accessibility';
import { terms } from '@/content/legal/agb';
import { formatIsoDate } from '@/lib/calendar/dates';
import { privacyPolicyFor } from '@/content/legal/datenschutz';
import { legalDocumentLabels } from '@/content/legal/labels';
import type { LegalDocument } from '@/content/schema';
import { siteConfig } from '@/content/site';
import { inlineText } from '@/lib/legal/inline';
import { legalDocumentPdf } from '@/lib/legal/document-pdf';
import { legalDocumentText } from '@/lib/legal/document-text';
import { charactersOutsideWinAnsi, isWinAnsi } from '@/lib/legal/win-ansi';
import { readPdf, type ReadPdf } from './pdf-text';

const SITE = 'https://www.codingstars.de';
const options = { siteUrl: SITE, company: siteConfig.company };
const compact = (text: string) => text.replace(/\s+/g, '');

/** Every piece of copy of a document, as the text version writes it (links with their address). */
function copyOf(doc: LegalDocument): string[] {
  return [
    doc.title,
    ...doc.intro,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs.map((p) => (typeof p === 'string' ? p : p.subheading)),
      ...(section.list ?? []),
      ...(section.form ? [section.form.title, section.form.instruction, section.form.addressee, ...section.form.fields] : []),
      ...(section.form?.footnote ? [section.form.footnote] : []),
    ]),
  ].map((text) => inlineText(text, SITE));
}

let pdf: Buffer;
let read: ReadPdf;
/** The pages' text without their header, footer and the page numbers of the contents. */
let bodyText: string;

beforeAll(async () => {
  pdf = await legalDocumentPdf(terms, options);
  read = readPdf(pdf);
  const frame = (line: string) => line.startsWith(`${siteConfig.company.legalName} · `) || line.startsWith(`${terms.title} · `) || /^\d+$/.test(line.trim());
  bodyText = read.pages.map((page) => page.split('\n').filter((line) => !frame(line)).join('\n')).join('\n');
});

describe('legalDocumentPdf with the AGB', () => {
  it('has the title, the date of the version, every section heading and the parts of the Widerrufsbelehrung', () => {
    const text = read.pages.join('\n');
    expect(text).toContain('Allgemeine Geschäftsbedingungen');
    expect(text).toContain(`Stand: ${formatIsoDate(terms.updated)}`);
    for (const section of terms.sections) expect(text).toContain(section.heading);
    for (const part of ['Widerrufsbelehrung', 'Folgen des Widerrufs', 'Ende der Widerrufsbelehrung', 'Muster-Widerrufsformular']) {
      expect(text).toContain(part);
    }
  });

  it('keeps umlauts, ß and German quotation marks', () => {
    const text = read.pages.join('\n');
    expect(text).toContain('„Jetzt zahlungspflichtig buchen“');
    expect(text).toContain('Oranienstraße 185');
    expect(text).toContain('Verlängerung und Kündigung');
  });

  it('heads every page with the company and the site, and numbers it "Seite x von y"', () => {
    const count = read.pages.length;
    expect(count).toBeGreaterThan(1);
    read.pages.forEach((page, index) => {
      expect(page).toContain(`${siteConfig.company.legalName} · ${siteConfig.company.street}`);
      expect(page).toContain('www.codingstars.de');
      expect(page).toContain(legalDocumentLabels.page(index + 1, count));
    });
    expect(read.pages[0]).toContain(`Seite 1 von ${count}`);
  });

  it('is made from the same document as the text version: every paragraph, list item and form line in both', () => {
    const text = compact(legalDocumentText(terms, SITE));
    const missing = copyOf(terms).filter((copy) => !compact(bodyText).includes(compact(copy)));
    expect(missing).toEqual([]);
    const withdrawal = terms.sections.find((section) => section.id === 'widerrufsrecht')!;
    for (const paragraph of withdrawal.paragraphs.filter((p) => typeof p === 'string')) {
      expect(text).toContain(compact(inlineText(paragraph, SITE)));
      expect(compact(bodyText)).toContain(compact(inlineText(paragraph, SITE)));
    }
  });

  it('breaks lines at spaces only: no word is torn apart at a hyphen, a slash or in the middle', () => {
    const words = new Set(copyOf(terms).join(' ').split(/\s+/).concat('Stand:', formatIsoDate(terms.updated), legalDocumentLabels.contents, '•'));
    expect(bodyText.split(/\s+/).filter((word) => word && !words.has(word))).toEqual([]);
  });

  it('describes itself: title, author, subject and language', () => {
    expect(read.info).toMatchObject({
      Title: 'Allgemeine Geschäftsbedingungen',
      Author: 'CodingStars GmbH',
      Subject: 'Allgemeine Geschäftsbedingungen der CodingStars GmbH',
      Language: 'de-DE',
    });
  });

  it('links to absolute addresses only, the site’s pages among them', () => {
    expect(read.links).toEqual(expect.arrayContaining([`${SITE}/impressum`, `${SITE}/datenschutz`]));
    for (const link of read.links) expect(link).toMatch(/^(https:\/\/|mailto:|tel:)/);
  });

  it('is small (the standard fonts are not embedded) and built once per document and site', async () => {
    expect(pdf.length).toBeLessThan(100 * 1024);
    expect(await legalDocumentPdf(terms, options)).toBe(pdf);
    const local = await legalDocumentPdf(terms, { ...options, siteUrl: 'http://localhost:3000' });
    expect(local).not.toBe(pdf);
    expect(readPdf(local).links).toContain('http://localhost:3000/impressum');
  });

  const pdftoppm = spawnSync('which', ['pdftoppm']).status === 0;
  (pdftoppm ? it : it.skip)('renders the first page and the model form’s page as pictures to look at (test-results/)', () => {
    const dir = path.join(process.cwd(), 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'agb.pdf'), pdf);
    const formPage = read.pages.findIndex((page) => page.includes('Muster-Widerrufsformular\n(Wenn Sie')) + 1;
    expect(formPage).toBeGreaterThan(1);
    for (const page of [1, formPage]) {
      const out = path.join(dir, `pdf-page-${page}`);
      execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '110', '-png', '-singlefile', path.join(dir, 'agb.pdf'), out]);
      expect(fs.statSync(`${out}.png`).size).toBeGreaterThan(10_000);
    }
  });
});

describe('characters of the standard PDF fonts (WinAnsiEncoding)', () => {
  it.each([
    ['umlauts and ß', 'äöüÄÖÜß', true],
    ['German quotation marks, dashes, bullet, euro, paragraph sign', '„“‚‘–—•€§', true],
    ['no-break space', '\u00a0', true],
    ['arrows, minus sign, stars', '\u2192\u2212\u2605', false],
  ])('%s', (_what, chars, covered) => {
    for (const char of chars) expect(isWinAnsi(char)).toBe(covered);
  });

  it.each<[string, LegalDocument]>([
    ['terms (AGB)', terms],
    ['privacy policy', privacyPolicyFor({ delivery: 'relay', retentionDays: 180 })],
    ['accessibility statement', accessibilityStatement],
  ])('%s: every character can be shown (copy with a character outside WinAnsi fails here)', (_name, doc) => {
    const frame = `${siteConfig.company.legalName} · ${siteConfig.company.street} · ${siteConfig.company.postalCode} ${siteConfig.company.city}`;
    expect(charactersOutsideWinAnsi(copyOf(doc).join(' ') + frame + legalDocumentLabels.page(1, 9))).toEqual([]);
  });

  it('refuses to build a PDF with a character the fonts cannot show, instead of printing a wrong one', async () => {
    const arrow = { ...terms, intro: ['Weiter \u2192 hier.'] };
    await expect(legalDocumentPdf(arrow, options)).rejects.toThrow('Not in the standard PDF fonts: \u2192');
  });
});
