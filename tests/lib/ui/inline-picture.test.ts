import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { courses } from '@/content/courses';
import { inlinePicture } from '@/lib/ui/inline-picture';

describe('inlinePicture', () => {
  it('writes a picture from public/ into a data URI that decodes to the file itself', () => {
    const src = courses.map((course) => course.imgSrc).find((path) => path.endsWith('.svg')) ?? '';
    expect(src).not.toBe('');
    const uri = inlinePicture(src);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const file = readFileSync(join(process.cwd(), 'public', src), 'utf8').trim();
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(file);
    // Nothing in it can end the attribute or the URI early.
    expect(uri).not.toMatch(/["<>#\s]/);
  });

  it('keeps the link for anything that is not an SVG file of public/', () => {
    for (const src of ['/images/does-not-exist.svg', '/images/team/photo.png', 'https://example.org/a.svg', '/../package.json.svg', '/images/../../secret.svg']) {
      expect(inlinePicture(src)).toBe(src);
    }
  });
});
