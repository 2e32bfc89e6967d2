/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { isOneClickPost } from '@/lib/trial/one-click';
import { config, proxy } from '@/proxy';

const call = async (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) => proxy(new NextRequest(`https://www.codingstars.de${path}`, init));

describe('proxy: unknown course ids', () => {
  it.each(['1', '4', '7'])('lets /courses/%s through to its prerendered page', async (id) => {
    const response = await call(`/courses/${id}`);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each(['0', '8', '42', '01', '1.0', '1e0', 'abc', '%3Cscript%3E', '1%00', '%E0%A4%A', '9'.repeat(3000)])(
    "answers /courses/%.20s with the 'Course not found!' page and status 404",
    async (id) => {
      const response = await call(`/courses/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBe('https://www.codingstars.de/courses/nicht-gefunden');
      expect(response.headers.get('x-middleware-next')).toBeNull();
    },
  );

  it('answers the not-found page itself with 404 and no second rewrite, so a rewrite can never loop', async () => {
    const response = await call('/courses/nicht-gefunden');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('runs for one path segment below /courses and for the stop page only', () => {
    expect(config.matcher).toEqual(['/courses/:id', '/start/signup/keine-emails']);
  });
});

describe('proxy: the one-click stop (RFC 8058) on the stop page', () => {
  const STOP = '/start/signup/keine-emails';

  it.each([
    ['a mail program\'s one-click post', true, { method: 'POST', pathname: STOP, nextAction: false, fields: ['List-Unsubscribe'] }],
    ['a post without the body (the route answers 400)', true, { method: 'POST', pathname: STOP, nextAction: false, fields: [] }],
    ['the page\'s button with script (next-action)', false, { method: 'POST', pathname: STOP, nextAction: true, fields: ['token'] }],
    ['the page\'s button without script ($ACTION_ field)', false, { method: 'POST', pathname: STOP, nextAction: false, fields: ['$ACTION_REF_1', '$ACTION_1:0', 'token'] }],
    ['a look at the page', false, { method: 'GET', pathname: STOP, nextAction: false, fields: [] }],
    ['a post to another page', false, { method: 'POST', pathname: '/start/signup/absagen', nextAction: false, fields: ['List-Unsubscribe'] }],
  ])('%s: to the route handler = %s', (_, rewritten, post) => {
    expect(isOneClickPost(post)).toBe(rewritten);
  });

  const TOKEN = '?token=00000000-0000-4000-8000-000000000000.abc';
  const rewriteOf = async (init: ConstructorParameters<typeof NextRequest>[1]) => (await call(`${STOP}${TOKEN}`, init)).headers.get('x-middleware-rewrite');

  it.each([
    ['urlencoded', () => ({ body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    [
      'multipart',
      () => {
        const form = new FormData();
        form.set('List-Unsubscribe', 'One-Click');
        return { body: form };
      },
    ],
  ])('rewrites a %s one-click post to the route handler with its token', async (_, init) => {
    expect(await rewriteOf({ method: 'POST', ...init() })).toBe(`https://www.codingstars.de/api/trial/keine-emails${TOKEN}`);
  });

  it('leaves the page its own button, with and without script, and every look', async () => {
    const form = new FormData();
    form.set('$ACTION_REF_1', '');
    form.set('token', 'x');
    expect(await rewriteOf({ method: 'POST', body: form })).toBeNull();
    expect(await rewriteOf({ method: 'POST', body: 'token=x', headers: { 'next-action': 'abc', 'content-type': 'text/plain' } })).toBeNull();
    expect(await rewriteOf({ method: 'GET' })).toBeNull();
  });
});
