/*
 * robots.txt as Google reads it (RFC 9309): the group for `User-agent: *` (the review is no named bot), its Allow and
 * Disallow rules matched by path prefix with `*` and `$`, the longest match winning and Allow winning a tie; and every
 * Sitemap line, whichever group it stands in.
 */

export interface RobotsTxt {
  allow: string[];
  disallow: string[];
  sitemaps: string[];
}

export function readRobotsTxt(text: string): RobotsTxt {
  const robots: RobotsTxt = { allow: [], disallow: [], sitemaps: [] };
  let agents: string[] = [];
  let inRules = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'sitemap') {
      robots.sitemaps.push(value);
      continue;
    }
    if (field === 'user-agent') {
      // Consecutive user-agent lines share the rules that follow them.
      if (inRules) agents = [];
      inRules = false;
      agents.push(value.toLowerCase());
      continue;
    }
    if (field !== 'allow' && field !== 'disallow') continue;
    inRules = true;
    // An empty Disallow allows everything, so it adds no rule.
    if (agents.includes('*') && value) robots[field].push(value);
  }
  return robots;
}

function matches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const pattern = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}

/** Whether robots.txt lets a crawler request `path` (path and query). */
export function isAllowed(robots: RobotsTxt, path: string): boolean {
  const longest = (rules: string[]) => Math.max(-1, ...rules.filter((rule) => matches(rule, path)).map((rule) => rule.length));
  return longest(robots.allow) >= longest(robots.disallow);
}
