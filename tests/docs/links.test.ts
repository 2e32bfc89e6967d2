/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The manual (README.md and docs/) is read from its links: a link to a page, a heading or a file in the code that is
 * not there, or an `npm run` name package.json does not have, fails here with the file, line and link.
 */

const ROOT = process.cwd();
const README = 'README.md';
/** Issue 46: the README is the entry, the manual lives in docs/. */
const README_MAX_BYTES = 12 * 1024;
/** The README's former history, linked from the manual and linking back into it. */
const HISTORY = 'bench/history-readme.md';

const docsPages = () =>
  readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);

const manualFiles = () => [README, ...docsPages(), HISTORY];

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const FENCE = /^\s*(```|~~~)/;

/** The text with every fenced code block blanked out, line breaks kept (so offsets still give the right line). */
function withoutFencedCode(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** Also blanks inline code spans (`…`), so a link written as code is not taken for a link. */
function withoutCode(markdown: string): string {
  return withoutFencedCode(markdown).replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
}

/**
 * GitHub's anchor for a heading (github-slugger): the rendered text in lower case, punctuation and symbols removed
 * (letters of any script, umlauts included, digits, hyphens and underscores stay), each space a hyphen.
 */
function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings, numbered like GitHub's when two headings share a text, and any `<a id>`. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = withoutFencedCode(markdown);
  for (const match of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(match[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  return anchors;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every link target of a page outside code: inline links and images, and reference definitions. */
function linksOf(markdown: string): { target: string; line: number }[] {
  const text = withoutCode(markdown);
  const links: { target: string; line: number }[] = [];
  for (const match of text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[1] ?? '', line: lineAt(text, match.index ?? 0) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: match[1] ?? '', line: lineAt(text, match.index ?? 0) });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with the links of one page (its path from the repository root), one line each; empty when none. */
function linkProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const { target, line } of linksOf(markdown)) {
    const where = `${file}:${line}: link "${target}"`;
    if (target === '') {
      problems.push(`${where}: empty target`);
      continue;
    }
    if (isExternal(target)) continue;
    const hash = target.indexOf('#');
    const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    if (filePart.startsWith('/')) {
      problems.push(`${where}: write links relative to the page, not from the root`);
      continue;
    }
    if (filePart === '') {
      // An anchor on the same page.
      if (anchor !== undefined && !anchorsOf(markdown).has(anchor)) problems.push(`${where}: ${file} has no heading with the anchor #${anchor}`);
      continue;
    }
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart));
    if (resolved.startsWith('..')) {
      problems.push(`${where}: points outside the repository`);
      continue;
    }
    if (!existsSync(path.join(ROOT, resolved))) {
      problems.push(`${where}: ${resolved} does not exist`);
      continue;
    }
    if (anchor === undefined || !resolved.endsWith('.md') || statSync(path.join(ROOT, resolved)).isDirectory()) continue;
    if (!anchorsOf(read(resolved)).has(anchor)) problems.push(`${where}: ${resolved} has no heading with the anchor #${anchor}`);
  }
  return problems;
}

/** Every `npm run <name>`, `npm test` and `npm start` a page mentions, code blocks included. */
function npmScriptsNamed(markdown: string): { name: string; line: number }[] {
  const named: { name: string; line: number }[] = [];
  for (const match of markdown.matchAll(/\bnpm\s+run\s+(?:--silent\s+)?([\w:.-]+)/g)) {
    named.push({ name: match[1] ?? '', line: lineAt(markdown, match.index ?? 0) });
  }
  for (const match of markdown.matchAll(/\bnpm\s+(test|start)\b/g)) {
    named.push({ name: match[1] ?? '', line: lineAt(markdown, match.index ?? 0) });
  }
  return named;
}

/** The repository's folders whose files a page names in code spans, like `lib/trial/seats.ts` or `public/images/`. */
const CODE_FOLDERS = ['app', 'bench', 'components', 'content', 'docs', 'e2e', 'lib', 'public', 'scripts', 'tests'];

/** Every path into those folders a page writes as code (`lib/trial/seats.ts`), outside code blocks; no placeholders. */
function codePathsNamed(markdown: string): { path: string; line: number }[] {
  const text = withoutFencedCode(markdown);
  const pattern = new RegExp('`((?:' + CODE_FOLDERS.join('|') + ')/[^`\\s<>*…]*)`', 'g');
  return [...text.matchAll(pattern)].map((match) => ({ path: match[1] ?? '', line: lineAt(text, match.index ?? 0) }));
}

const scripts = () => Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

describe('GitHub anchors of headings', () => {
  it.each([
    ['Einen Kurs hinzufügen', 'einen-kurs-hinzufügen'],
    ['Welcher Weg gilt?', 'welcher-weg-gilt'],
    ['Gesundheit: `GET /api/health`', 'gesundheit-get-apihealth'],
    ['Die Absenderadresse (`TRUST_PROXY`)', 'die-absenderadresse-trust_proxy'],
    ['`npm run bench:submit`: Anfragen unter Last', 'npm-run-benchsubmit-anfragen-unter-last'],
    ['Links in E-Mails, nirgends gespeichert', 'links-in-e-mails-nirgends-gespeichert'],
    ['Warum „fehlgeschlagen“?', 'warum-fehlgeschlagen'],
    ['Seite [Betrieb](docs/betrieb.md) lesen', 'seite-betrieb-lesen'],
  ])('%s → #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('numbers a repeated heading as GitHub does, and ignores headings inside code', () => {
    const anchors = anchorsOf('# Tests\n\n## Tests\n\n```md\n## Nicht\n```\n');
    expect([...anchors]).toEqual(['tests', 'tests-1']);
  });
});

describe('the checker finds what is broken', () => {
  it('names the file, line and link of a missing file, a missing heading and a missing code file', () => {
    const page = [
      '# Probe',
      '',
      'Siehe [Betrieb](betrieb.md#gibt-es-nicht), [den Code](../lib/trial/gibt-es-nicht.ts) und',
      '[eine Seite](fehlt.md), aber nicht `[Code](kein-link.md)`; [außen](https://example.org/) zählt nicht.',
      '[Hier](#probe) ist gut, [hier](#falsch) nicht.',
    ].join('\n');
    expect(linkProblems('docs/probe.md', page)).toEqual([
      'docs/probe.md:3: link "betrieb.md#gibt-es-nicht": docs/betrieb.md has no heading with the anchor #gibt-es-nicht',
      'docs/probe.md:3: link "../lib/trial/gibt-es-nicht.ts": lib/trial/gibt-es-nicht.ts does not exist',
      'docs/probe.md:4: link "fehlt.md": docs/fehlt.md does not exist',
      'docs/probe.md:5: link "#falsch": docs/probe.md has no heading with the anchor #falsch',
    ]);
  });

  it('finds paths named as code, but not placeholders or paths inside code blocks', () => {
    const page = 'In `lib/trial/seats.ts`, `docs/<thema>.md` und `app/`.\n\n```\nlib/gibt-es-nicht.ts\n```\n';
    expect(codePathsNamed(page).map(({ path: named }) => named)).toEqual(['lib/trial/seats.ts', 'app/']);
  });

  it('finds npm scripts in prose and in code blocks', () => {
    const page = 'Erst `npm run build`, dann:\n\n```bash\nnpm run --silent lint && npm test\n```\n';
    expect(npmScriptsNamed(page).map(({ name }) => name)).toEqual(['build', 'lint', 'test']);
  });
});

describe('the manual (README.md and docs/)', () => {
  it(`README.md is at most ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(path.join(ROOT, README)).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('has a page in docs/ for each topic, each listed in the README', () => {
    const linked = new Set(linksOf(read(README)).map(({ target }) => target.split('#')[0]));
    expect(docsPages().length).toBeGreaterThan(0);
    expect(docsPages().filter((page) => !linked.has(page))).toEqual([]);
  });

  it.each(manualFiles())('%s: every relative link leads to a file, and every #anchor to a heading there', (file) => {
    expect(linkProblems(file, read(file))).toEqual([]);
  });

  it.each(manualFiles())('%s: every file or folder it names as code (`lib/…`, `content/…`) exists', (file) => {
    const missing = codePathsNamed(read(file))
      .filter(({ path: named }) => !existsSync(path.join(ROOT, named)))
      .map(({ path: named, line }) => `${file}:${line}: \`${named}\` does not exist`);
    expect(missing).toEqual([]);
  });

  it.each(manualFiles())('%s: every npm script it names is in package.json', (file) => {
    const known = new Set(scripts());
    const unknown = npmScriptsNamed(read(file))
      .filter(({ name }) => !known.has(name))
      .map(({ name, line }) => `${file}:${line}: npm ${name === 'test' || name === 'start' ? name : `run ${name}`} is not a script in package.json`);
    expect(unknown).toEqual([]);
  });
});
