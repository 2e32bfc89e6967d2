import { execFileSync } from 'node:child_process';

export interface ReadPdf {
  /** The text of each page. */
  pages: string[];
  /** The document information dictionary: Title, Author, Subject, Language and the others. */
  info: Record<string, unknown>;
  /** The targets of its link annotations. */
  links: string[];
}

// unpdf loads PDF.js as an ES module by dynamic import, which Jest's CommonJS runtime refuses without
// --experimental-vm-modules; a child Node process reads the PDF instead.
const READ = `
import { extractLinks, extractText, getDocumentProxy, getMeta } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: false });
const { info } = await getMeta(pdf);
const { links } = await extractLinks(pdf);
process.stdout.write(JSON.stringify({ pages: text, info, links }));
`;

/** What PDF.js (through unpdf) reads in a PDF. */
export function readPdf(pdf: Buffer): ReadPdf {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', READ], { input: pdf, cwd: process.cwd() });
  return JSON.parse(output.toString('utf8')) as ReadPdf;
}
