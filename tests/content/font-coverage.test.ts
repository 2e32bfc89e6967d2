import fs from 'node:fs';
import path from 'node:path';

// The web font is cut to a character list (scripts/make-font.mjs). A character the copy uses but the font lacks
// would show in the fallback font in the middle of a word, so every text source is checked against the list.
const subset = JSON.parse(fs.readFileSync('app/fonts/nunito-subset.json', 'utf8')) as {
  characters: string;
  systemSymbols: string;
  weights: string;
};
const available = new Set(subset.characters + subset.systemSymbols);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('web font subset', () => {
  it('contains every character of the site’s copy', () => {
    const missing = new Map<string, string>();
    for (const file of ['content', 'components', 'app', 'lib'].flatMap(sourceFiles)) {
      for (const char of fs.readFileSync(file, 'utf8')) {
        if (char.codePointAt(0)! > 0x7e && !available.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('is the font the root layout loads, with the weights it was cut to', () => {
    const layout = fs.readFileSync('app/layout.tsx', 'utf8');
    expect(layout).toContain("src: './fonts/nunito-subset.woff2'");
    expect(layout).toContain(`weight: '${subset.weights}'`);
    expect(fs.statSync('app/fonts/nunito-subset.woff2').size).toBeLessThan(30 * 1024);
  });
});
