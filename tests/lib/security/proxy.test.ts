/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

const call = (path: string) => proxy(new NextRequest(`https://www.codingstars.de${path}`));

describe('proxy: unknown course ids', () => {
  it.each(['1', '4', '7'])('lets /courses/%s through to its prerendered page', (id) => {
    const response = call(`/courses/${id}`);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each(['0', '8', '42', '01', '1.0', '1e0', 'abc', '%3Cscript%3E', '1%00', '%E0%A4%A', '9'.repeat(3000)])(
    "answers /courses/%.20s with the 'Course not found!' page and status 404",
    (id) => {
      const response = call(`/courses/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('https://www.codingstars.de/courses/nicht-gefunden');
      expect(response.headers.get('x-middleware-next')).toBeNull();
    },
  );

  it('answers the not-found page itself with 404 and no second rewrite, so a rewrite can never loop', () => {
    const response = call('/courses/nicht-gefunden');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('runs for one path segment below /courses only', () => {
    expect(config.matcher).toBe('/courses/:id');
  });
});
