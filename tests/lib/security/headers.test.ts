import {
  contentSecurityPolicy,
  DEFAULT_EMAILJS_ORIGIN,
  emailjsOrigin,
  imageHeaders,
  securityHeaders,
  staticAssetHeaders,
} from '@/lib/security/headers.mjs';
import { hostileUrlRewrites } from '@/lib/security/routing.mjs';

/** Directive name → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const production = directives(contentSecurityPolicy());

  it.each([
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'"]],
  ])('%s is exactly %j', (name, expected) => {
    expect(production.get(name)).toEqual(expected);
  });

  it('never allows eval or inline scripts in production, only under next dev', () => {
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives(contentSecurityPolicy({ dev: true })).get('script-src')).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
  });

  it('gives every kind of resource the pages load its own directive, since default-src allows nothing', () => {
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'manifest-src', 'worker-src', 'media-src']) {
      expect([name, production.get(name)?.length ?? 0]).not.toEqual([name, 0]);
    }
  });

  it('allows scripts from this site and the Google tag hosts only, and no wildcard source anywhere', () => {
    const scripts = production.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => source.startsWith('https://'))).toBe(true);
    for (const [name, sources] of production) {
      expect([name, sources.filter((source) => source === '*' || source === 'https:' || source === 'http:')]).toEqual([name, []]);
    }
  });

  it('connects to this site, the EmailJS origin and Google Analytics / Ads', () => {
    const connect = production.get('connect-src') ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", DEFAULT_EMAILJS_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']),
    );
    const custom = directives(contentSecurityPolicy({ emailjs: 'https://mail.example.org' })).get('connect-src') ?? [];
    expect(custom).toContain('https://mail.example.org');
    expect(custom).not.toContain(DEFAULT_EMAILJS_ORIGIN);
  });

  it('lists images from this site, data: and the analytics hosts only', () => {
    const img = production.get('img-src') ?? [];
    expect(img.slice(0, 2)).toEqual(["'self'", 'data:']);
    expect(img.slice(2).every((source) => /^https:\/\/[\w*.-]*(google|doubleclick|googletagmanager|googleadservices)/.test(source))).toBe(true);
  });
});

describe('emailjsOrigin', () => {
  it.each([
    [undefined, DEFAULT_EMAILJS_ORIGIN],
    ['', DEFAULT_EMAILJS_ORIGIN],
    ['kein url', DEFAULT_EMAILJS_ORIGIN],
    ['https://mail.example.org/api/v1.0/', 'https://mail.example.org'],
    [' http://localhost:8080 ', 'http://localhost:8080'],
  ])('%j → %s', (value, expected) => {
    expect(emailjsOrigin(value)).toBe(expected);
  });
});

describe('securityHeaders', () => {
  const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));

  it('sets the hardening headers', () => {
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(headers['Strict-Transport-Security']?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(31_536_000);
  });

  it.each(['camera', 'microphone', 'geolocation', 'payment', 'usb'])('denies %s', (feature) => {
    expect(headers['Permissions-Policy']?.split(', ')).toContain(`${feature}=()`);
  });
});

describe('headers of subresources', () => {
  const keys = (headers: { key: string }[]) => headers.map(({ key }) => key);

  it('scripts, styles and fonts keep nosniff, HSTS and CORP, without the document-only headers', () => {
    expect(keys(staticAssetHeaders()).sort()).toEqual(['Cross-Origin-Resource-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options']);
  });

  it('an SVG opened on its own may draw itself and run nothing', () => {
    const csp = imageHeaders().find(({ key }) => key === 'Content-Security-Policy')?.value ?? '';
    expect(directives(csp).get('default-src')).toEqual(["'none'"]);
    expect(directives(csp).get('sandbox')).toEqual([]);
    expect(keys(imageHeaders())).toContain('X-Content-Type-Options');
  });
});

describe('hostileUrlRewrites', () => {
  /** The rewrite a path would take, by the same pattern Next compiles (path-to-regexp with a custom param). */
  function rewrittenTo(path: string): string | undefined {
    for (const { source, destination } of hostileUrlRewrites) {
      const [, prefix = '', pattern = ''] = source.match(/^(\/[a-z]+\/):\w+\((.*)\)$/) ?? [];
      if (path.startsWith(prefix) && new RegExp(`^(?:${pattern})$`).test(path.slice(prefix.length))) return destination;
    }
    return undefined;
  }

  it.each([
    '/courses/1',
    '/courses/7',
    '/courses/42',
    '/ferienkurse/roblox-studio',
    '/courses',
    '/courses/1/opengraph-image-1yrqp7',
    '/ferienkurse/minecraft-mods/opengraph-image-x1y2z3',
  ])('leaves %s alone', (path) => {
    expect(rewrittenTo(path)).toBeUndefined();
  });

  it.each(['/courses/0', '/courses/abc', '/courses/%E0%A4%A'])('leaves %s to proxy.ts', (path) => {
    expect(rewrittenTo(path)).toBeUndefined();
  });

  it.each(['/ferienkurse/ROBLOX', '/ferienkurse/%E0%A4%A', '/ferienkurse/<script>', `/ferienkurse/${'a'.repeat(81)}`])(
    'sends %.30s to the German 404 page',
    (path) => {
      expect(rewrittenTo(path)).toBe('/ferienkurse/nicht-gefunden');
    },
  );
});
