import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, hintChunks, withCompileHint } from '../../lib/build/compile-hints.mjs';

describe('withCompileHint', () => {
  it("puts V8's per-file hint on the first line, before any function", () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,{2:(e,t,r)=>{}}]);';
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  });

  it('adds it once', () => {
    const once = withCompileHint('a();');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('hintChunks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hints every script in the folder and below it, and nothing else', () => {
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(path.join(dir, 'a.js'), 'a();');
    writeFileSync(path.join(dir, 'nested', 'b.js'), 'b();');
    writeFileSync(path.join(dir, 'c.css'), 'p{}');
    writeFileSync(path.join(dir, 'a.js.map'), '{}');

    expect(hintChunks(dir)).toEqual({ hinted: 2, files: 2 });
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a();`);
    expect(readFileSync(path.join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b();`);
    expect(readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('p{}');
    expect(readFileSync(path.join(dir, 'a.js.map'), 'utf8')).toBe('{}');
  });

  it('changes nothing when run a second time', () => {
    writeFileSync(path.join(dir, 'a.js'), 'a();');
    hintChunks(dir);
    expect(hintChunks(dir)).toEqual({ hinted: 0, files: 1 });
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a();`);
  });
});
