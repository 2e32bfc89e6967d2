// Server only (the server-only package is not installed): pdfkit needs Node's fs, zlib and streams and is never sent to a browser.
import PDFDocument from 'pdfkit';
import { legalDocumentLabels as labels } from '@/content/legal/labels';
import type { LegalDocument, LegalForm, LegalSection } from '@/content/schema';
import type { SiteConfig } from '@/content/site';
import { formatIsoDate } from '@/lib/calendar/dates';
import { inlineRuns } from './inline';
import { charactersOutsideWinAnsi } from './win-ansi';
import { wrapSpans, type Span } from './wrap-spans';

export interface LegalPdfOptions {
  /** The site's base URL (env.siteUrl): page links become absolute, its host heads every page. */
  siteUrl: string;
  /** The company as content/site.ts names it (siteConfig.company): the header line and the PDF's author. */
  company: Pick<SiteConfig['company'], 'legalName' | 'street' | 'postalCode' | 'city'>;
}

type Font = 'Helvetica' | 'Helvetica-Bold';

interface Style {
  font: Font;
  size: number;
  color: string;
  url?: string;
  /** A named destination inside the PDF (the table of contents points to the sections). */
  goTo?: string;
}

type Line = Span<Style>[];

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { top: 84, bottom: 80, left: 68, right: 68 };
const WIDTH = A4.width - MARGIN.left - MARGIN.right;
const BOTTOM = A4.height - MARGIN.bottom;

const COLOR = { text: '#1f2937', heading: '#1e1b4b', muted: '#4b5563', link: '#3b2db0', rule: '#9ca3af', writing: '#6b7280', tint: '#f5f3ff' };

const body: Style = { font: 'Helvetica', size: 10, color: COLOR.text };
const BODY_LINE = 14.5;
const PARAGRAPH_GAP = 5.5;
const heading: Style = { font: 'Helvetica-Bold', size: 12.5, color: COLOR.heading };
const HEADING_LINE = 17;
const subheading: Style = { font: 'Helvetica-Bold', size: 10.5, color: COLOR.heading };
const SUBHEADING_LINE = 15;
const SUBHEADING_GAP = 9;
const small: Style = { font: 'Helvetica', size: 8.5, color: COLOR.muted };

/** The table of contents: its box's padding, the column of page numbers, the height of an entry. */
const CONTENTS = { padding: 14, numbers: 24, line: 13.5 };
/** Bullet and hanging indent of list items. */
const LIST = { bullet: 5, text: 17, gap: 2.5 };
/** The frame of a form and the room for a handwritten line. */
const FORM = { padding: 18, writing: 32, gap: 10 };

/** Lays out lines top to bottom, page by page; text is drawn by pdfkit, lines are wrapped here at spaces only. */
class Writer {
  y = MARGIN.top;
  /** The next block starts a new page (after a form, which stands on a page of its own). */
  pageBreakPending = false;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    private readonly siteUrl: string,
  ) {}

  get page(): number {
    return this.pdf.bufferedPageRange().count - 1;
  }

  private get atTop(): boolean {
    return this.y <= MARGIN.top;
  }

  measure = (text: string, style: Style): number => this.pdf.font(style.font).fontSize(style.size).widthOfString(text);

  newPage(): void {
    this.pdf.addPage();
    this.y = MARGIN.top;
    this.pageBreakPending = false;
  }

  /** Space before a block, dropped at the top of a page. */
  space(points: number): void {
    if (this.pageBreakPending) this.newPage();
    if (!this.atTop) this.y += points;
  }

  /** Starts a new page unless `height` still fits on this one. */
  keep(height: number): void {
    if (this.pageBreakPending || (this.y + height > BOTTOM && !this.atTop)) this.newPage();
  }

  spans(text: string, style: Style): Line {
    return inlineRuns(text, this.siteUrl).flatMap((run): Line => {
      if (!('url' in run)) return [{ text: run.text, style }];
      const link = { ...style, color: COLOR.link, url: run.url };
      if (!run.showUrl) return [{ text: run.text, style: link }];
      return [
        { text: run.text, style: link },
        { text: ' (', style },
        { text: run.url, style: link },
        { text: ')', style },
      ];
    });
  }

  wrap(spans: Line, width: number): Line[] {
    return wrapSpans(spans, width, this.measure);
  }

  drawLine(line: Line, x: number): void {
    let left = x;
    for (const { text, style } of line) {
      const outside = charactersOutsideWinAnsi(text);
      if (outside.length > 0) throw new Error(`Not in the standard PDF fonts: ${outside.join(' ')}`);
      this.pdf.font(style.font).fontSize(style.size).fillColor(style.color);
      this.pdf.text(text, left, this.y, { lineBreak: false, link: style.url ?? null, ...(style.goTo ? { goTo: style.goTo } : {}) });
      left += this.measure(text, style);
    }
  }

  /**
   * Lines of one paragraph, split across pages only with at least two lines on either side (no orphan, no widow).
   * `first` draws something beside the first line, e.g. a list bullet.
   */
  lines(lines: Line[], x: number, lineHeight: number, first?: () => void): void {
    let index = 0;
    while (index < lines.length) {
      const remaining = lines.length - index;
      const fit = Math.floor((BOTTOM - this.y + 0.01) / lineHeight);
      let take = Math.min(remaining, fit);
      if (take < remaining) {
        if (remaining - take < 2) take = remaining - 2;
        if (take < 2) take = 0;
      }
      if (take === 0) {
        if (!this.atTop) {
          this.newPage();
          continue;
        }
        take = Math.max(1, fit);
      }
      for (const line of lines.slice(index, index + take)) {
        if (index === 0) first?.();
        this.drawLine(line, x);
        this.y += lineHeight;
        index += 1;
      }
      if (index < lines.length) this.newPage();
    }
  }

  paragraph(text: string, style = body): void {
    this.space(PARAGRAPH_GAP);
    this.lines(this.wrap(this.spans(text, style), WIDTH), MARGIN.left, BODY_LINE);
  }

  rule(y: number, x = MARGIN.left, width = WIDTH, color = COLOR.rule): void {
    this.pdf.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(color).stroke();
  }
}

/** How far a heading at `index` must be followed on its page: the sub-headings right after it and two body lines. */
function keepAfter(paragraphs: LegalSection['paragraphs'], index: number): number {
  let height = 2 * BODY_LINE + PARAGRAPH_GAP;
  for (const paragraph of paragraphs.slice(index)) {
    if (typeof paragraph === 'string') break;
    height += SUBHEADING_LINE + SUBHEADING_GAP;
  }
  return height;
}

function writeTitle(writer: Writer, doc: LegalDocument): void {
  for (const line of writer.wrap([{ text: doc.title, style: { font: 'Helvetica-Bold', size: 21, color: COLOR.heading } }], WIDTH)) {
    writer.drawLine(line, MARGIN.left);
    writer.y += 27;
  }
  writer.drawLine([{ text: `${labels.updated}: ${formatIsoDate(doc.updated)}`, style: { ...body, color: COLOR.muted } }], MARGIN.left);
  writer.y += BODY_LINE + 6;
  for (const paragraph of doc.intro) writer.paragraph(paragraph);
}

/**
 * The contents in a tinted box, each entry a link to its section. Returns the function that writes the page numbers,
 * called once the sections are laid out.
 */
function writeContents(writer: Writer, doc: LegalDocument): (pages: ReadonlyMap<string, number>) => void {
  const { pdf } = writer;
  const entry: Style = { ...body, size: 9.5 };
  const x = MARGIN.left + CONTENTS.padding;
  const right = MARGIN.left + WIDTH - CONTENTS.padding;
  const entries = doc.sections.map((section) => ({
    id: section.id,
    lines: writer.wrap([{ text: section.heading, style: { ...entry, goTo: section.id } }], right - x - CONTENTS.numbers),
  }));
  const height = 2 * CONTENTS.padding + 18 + entries.flatMap((e) => e.lines).length * CONTENTS.line;
  writer.space(14);
  writer.keep(height);
  pdf.roundedRect(MARGIN.left, writer.y, WIDTH, height, 6).fillColor(COLOR.tint).fill();
  writer.y += CONTENTS.padding;
  writer.drawLine([{ text: labels.contents, style: { ...subheading, size: 11 } }], x);
  writer.y += 18;
  const numberAt = new Map<string, { page: number; y: number }>();
  for (const { id, lines } of entries) {
    for (const line of lines) {
      numberAt.set(id, { page: writer.page, y: writer.y });
      writer.drawLine(line, x);
      writer.y += CONTENTS.line;
    }
  }
  writer.y += CONTENTS.padding;
  return (pages) => {
    const style = { ...entry, color: COLOR.muted };
    for (const [id, { page, y }] of numberAt) {
      const text = String((pages.get(id) ?? 0) + 1);
      pdf.switchToPage(page);
      writer.y = y;
      writer.drawLine([{ text, style }], right - writer.measure(text, style));
    }
  };
}

function writeForm(writer: Writer, form: LegalForm): void {
  const x = MARGIN.left + FORM.padding;
  const width = WIDTH - 2 * FORM.padding;
  const block = (text: string, style: Style) => writer.wrap(writer.spans(text, style), width);
  // The model form stands on a page of its own, to be printed, filled in by hand and sent back.
  writer.newPage();
  const top = writer.y;
  writer.y += FORM.padding;
  writer.drawLine([{ text: form.title, style: { ...heading, size: 14 } }], x);
  writer.y += 24;
  writer.lines(block(form.instruction, { ...body, color: COLOR.muted }), x, BODY_LINE);
  writer.y += 8;
  writer.lines(block(form.addressee, body), x, BODY_LINE);
  writer.y += 14;
  for (const field of form.fields) {
    writer.lines(block(field, body), x, BODY_LINE);
    writer.y += FORM.writing;
    writer.rule(writer.y - 6, x, width, COLOR.writing);
    writer.y += FORM.gap;
  }
  if (form.footnote) writer.lines(block(form.footnote, small), x, 12);
  writer.y += FORM.padding - 6;
  writer.pdf.roundedRect(MARGIN.left, top, WIDTH, writer.y - top, 6).lineWidth(0.75).strokeColor(COLOR.rule).stroke();
  writer.pageBreakPending = true;
}

/** Writes one section; returns the page its heading stands on. */
function writeSection(writer: Writer, section: LegalSection): number {
  const { pdf } = writer;
  const lines = writer.wrap([{ text: section.heading, style: heading }], WIDTH);
  writer.space(16);
  writer.keep(lines.length * HEADING_LINE + keepAfter(section.paragraphs, 0));
  const page = writer.page;
  pdf.addNamedDestination(section.id, 'XYZ', null, writer.y - 8, null);
  pdf.outline.addItem(section.heading);
  writer.lines(lines, MARGIN.left, HEADING_LINE);
  writer.y += 1;
  section.paragraphs.forEach((paragraph, index) => {
    if (typeof paragraph === 'string') return writer.paragraph(paragraph);
    const subLines = writer.wrap([{ text: paragraph.subheading, style: subheading }], WIDTH);
    writer.space(SUBHEADING_GAP);
    writer.keep(subLines.length * SUBHEADING_LINE + keepAfter(section.paragraphs, index + 1));
    writer.lines(subLines, MARGIN.left, SUBHEADING_LINE);
  });
  section.list?.forEach((item, index) => {
    writer.space(index === 0 ? PARAGRAPH_GAP : LIST.gap);
    writer.lines(writer.wrap(writer.spans(item, body), WIDTH - LIST.text), MARGIN.left + LIST.text, BODY_LINE, () =>
      writer.drawLine([{ text: '•', style: body }], MARGIN.left + LIST.bullet),
    );
  });
  if (section.form) writeForm(writer, section.form);
  return page;
}

/** The header and footer of every page, written once the number of pages is known. */
function writePageFrames(writer: Writer, doc: LegalDocument, { siteUrl, company }: LegalPdfOptions): void {
  const { pdf } = writer;
  const { start, count } = pdf.bufferedPageRange();
  const host = new URL(siteUrl).host;
  const right = (text: string, style: Style, y: number) => {
    writer.y = y;
    writer.drawLine([{ text, style }], MARGIN.left + WIDTH - writer.measure(text, style));
  };
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    writer.y = 44;
    writer.drawLine(
      [
        { text: company.legalName, style: { ...small, font: 'Helvetica-Bold', color: COLOR.heading } },
        { text: ` · ${company.street} · ${company.postalCode} ${company.city}`, style: small },
      ],
      MARGIN.left,
    );
    right(host, { ...small, url: siteUrl }, 44);
    writer.rule(58);
    writer.rule(A4.height - 58);
    writer.y = A4.height - 50;
    writer.drawLine([{ text: `${doc.title} · ${labels.updated}: ${formatIsoDate(doc.updated)}`, style: small }], MARGIN.left);
    right(labels.page(page + 1, count), small, A4.height - 50);
  }
}

async function render(doc: LegalDocument, options: LegalPdfOptions): Promise<Buffer> {
  const date = new Date(`${doc.updated}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    // The document's language and its title in the viewer's title bar are PDF 1.4 entries.
    pdfVersion: '1.4',
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: doc.title,
      Author: options.company.legalName,
      Subject: labels.subject(doc.title, options.company.legalName),
      // The version's date, not the moment of building: the same content gives the same bytes.
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const writer = new Writer(pdf, options.siteUrl);
  writeTitle(writer, doc);
  const writePageNumbers = writeContents(writer, doc);
  writePageNumbers(new Map(doc.sections.map((section) => [section.id, writeSection(writer, section)])));
  writePageFrames(writer, doc, options);
  pdf.end();
  return done;
}

/** Built PDFs per document and per site and company; content is static, and a queue may attach it to many mails. */
const built = new WeakMap<LegalDocument, Map<string, Promise<Buffer>>>();

/**
 * The document as an A4 PDF (§ 312f Abs. 2 BGB: the contract terms on a durable medium), made from the same content as
 * its page. Memoised in the process: callers share one Buffer and must not change it.
 */
export function legalDocumentPdf(doc: LegalDocument, options: LegalPdfOptions): Promise<Buffer> {
  const key = JSON.stringify([options.siteUrl, options.company.legalName, options.company.street, options.company.postalCode, options.company.city]);
  let perDocument = built.get(doc);
  if (!perDocument) built.set(doc, (perDocument = new Map()));
  const cached = perDocument.get(key);
  if (cached) return cached;
  const pdf = render(doc, options);
  perDocument.set(key, pdf);
  pdf.catch(() => perDocument.delete(key));
  return pdf;
}
