import { readFileSync } from 'node:fs';
import path from 'node:path';

const ICONS = ['braces', 'star', 'rocket', 'gamepad', 'robot', 'laptop', 'bug', 'bulb', 'puzzle', 'cursor'] as const;

/** The icon's SVG markup without its title, read once at build time (the page is prerendered). */
function inlineSvg(name: string): string {
  const file = path.join(process.cwd(), 'public/images/deco', `${name}.svg`);
  return readFileSync(file, 'utf8').replace(/<title>[^<]*<\/title>/, '');
}

/**
 * Ten code icons drifting down behind the hero; decorative, CSS-animated, still for reduced motion. Inlined
 * (about 4 KB) rather than ten image requests competing with the page's first paint on a slow connection.
 */
export function FallingIcons() {
  return (
    <div aria-hidden="true" className="falling-icons pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map((name) => (
        <span
          key={name}
          className="falling-icon absolute block opacity-30 [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: inlineSvg(name) }}
        />
      ))}
    </div>
  );
}
