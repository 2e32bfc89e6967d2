/**
 * @jest-environment node
 */
import { POST } from '@/app/api/v/route';
import { onRouterTransitionStart } from '@/instrumentation-client';
import { createPageViewCounter, installPageViewCounter } from '@/lib/numbers/counter';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const post = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://www.codingstars.de/api/v', { method: 'POST', body, headers: { 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin', ...headers } }));

describe('the report endpoint', () => {
  it('counts into the counter server.mjs installed and answers 204 without a word, counted or not', async () => {
    const views = createPageViewCounter({ pages: new Set(['/faq', '/quiz']), siteHosts: [] });
    installPageViewCounter(views);
    for (const body of ['/faq', 'quiz-finished /quiz', '/nope', 'x'.repeat(600)]) {
      const response = await post(body);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const { views: counted, events } = views.tally.take();
    expect(counted.map(({ route, source }) => [route, source])).toEqual([['/faq', 'intern']]);
    expect(events.map(({ route, event }) => [route, event])).toEqual([['/quiz', 'quiz-finished']]);
  });
});

describe('the navigation hook of instrumentation-client.ts', () => {
  it('sends the address navigated to, and nothing else', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true });
    try {
      onRouterTransitionStart('/courses/3');
      expect(sendBeacon.mock.calls).toEqual([['/api/v', '/courses/3']]);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
