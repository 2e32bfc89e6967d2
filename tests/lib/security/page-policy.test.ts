/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '@/lib/security/headers.mjs';
import { cspHash, inlineScripts, pagePolicy, scriptHashes, sitePolicyFromManifest, withPagePolicy, withSources } from '@/lib/security/page-policy.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))?.split(' ').slice(1) ?? [];

describe('inlineScripts', () => {
  it('finds every script without src, in order, and skips external scripts and JSON data', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(function(d){d.x=1})(document)</script>',
      '<script type="application/ld+json" id="jsonld-organization">{"@type":"Organization"}</script>',
      '<script id="_R_">self.__next_f=[]</script>',
      '<SCRIPT type="module">import "/x.js"</SCRIPT>',
      '<script data-src="/not-a-src.js">run()</script>',
      '<script type=application/json>{"a":1}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['(function(d){d.x=1})(document)', 'self.__next_f=[]', 'import "/x.js"', 'run()']);
  });

  it('ends a script at the first </script, as the HTML parser does, and reads quoted ">" in attributes', () => {
    expect(inlineScripts('<script data-x="a>b">a("</scr"+"ipt>")</script><p>')).toEqual(['a("</scr"+"ipt>")']);
  });

  it('keeps the exact text, whitespace and non-ASCII included', () => {
    const text = '\n  self.__next_f.push([1,"Schöne Grüße \\u003c/script"])\n';
    expect(scriptHashes(`<script>${text}</script>`)).toEqual([sha(text)]);
  });
});

describe('pagePolicy', () => {
  const site = contentSecurityPolicy();

  it('adds one hash per distinct inline script to script-src and keeps everything else', () => {
    const html = '<script>a()</script><script>b()</script><script>a()</script><script type="application/ld+json">{}</script>';
    const policy = pagePolicy(site, html);
    expect(scriptSrc(policy)).toEqual([...scriptSrc(site), sha('a()'), sha('b()')]);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(site);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  });

  it("adds the hash of the page's own inline stylesheet to style-src (issue 63: each page its own part)", () => {
    const policy = pagePolicy(site, '<style data-inlined-from="/_next/static/chunks/a.css">.a{color:red}</style><p class="a">x</p>');
    const styleSrc = policy.split('; ').find((d) => d.startsWith('style-src '))?.split(' ').slice(1);
    expect(styleSrc).toEqual(["'self'", sha('.a{color:red}')]);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(site);
  });

  it('leaves a page without inline scripts on the site policy', () => {
    expect(pagePolicy(site, '<p>ohne Skript</p>')).toBe(site);
  });

  it('puts the hashes into script-src-elem where the policy has one, and never lets them fall back to default-src', () => {
    expect(withSources("script-src 'self'; script-src-elem 'self'", 'script-src', ["'sha256-A'"])).toBe("script-src 'self'; script-src-elem 'self' 'sha256-A'");
    expect(() => withSources("default-src 'self'", 'script-src', ["'sha256-A'"])).toThrow(/no script-src/);
  });

  it('uses the same hash as the stylesheet step', () => {
    expect(cspHash('x')).toBe(sha('x'));
  });
});

describe('withPagePolicy', () => {
  it('replaces a policy the cache entry carried before (a page regenerated with other scripts)', () => {
    const headers = { 'x-nextjs-stale-time': '300', 'Content-Security-Policy': "script-src 'self' 'sha256-OLD'" };
    const result = withPagePolicy(headers, "default-src 'none'; script-src 'self'", '<script>neu()</script>');
    expect(result).toEqual({ 'x-nextjs-stale-time': '300', 'content-security-policy': `default-src 'none'; script-src 'self' ${sha('neu()')}` });
  });
});

describe('sitePolicyFromManifest', () => {
  it('takes the policy of the header rule that applies to pages, not the one for pictures', () => {
    const manifest = {
      headers: [
        { regex: '^/images(?:/(.*))?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; sandbox" }] },
        { regex: '^(?:/((?!_next/static/|images/).*))?$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }, { key: 'Content-Security-Policy', value: 'PAGES' }] },
      ],
    };
    expect(sitePolicyFromManifest(manifest)).toBe('PAGES');
    expect(() => sitePolicyFromManifest({ headers: [] })).toThrow(/no Content-Security-Policy/);
  });
});
