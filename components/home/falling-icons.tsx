import { Img } from '@/components/ui/img';

const ICONS = ['braces', 'star', 'rocket', 'gamepad', 'robot', 'laptop', 'bug', 'bulb', 'puzzle', 'cursor'];

/**
 * Ten code icons drifting down behind the hero; decorative, CSS-animated (positions and timing in
 * app/globals.css), still for reduced motion. Images rather than CSS backgrounds so they can be fetched with low
 * priority: in the first screen a background image would be fetched at high priority, ahead of the page's
 * scripts and beside its font.
 */
export function FallingIcons() {
  return (
    <div aria-hidden="true" className="falling-icons pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map((name) => (
        <Img
          key={name}
          src={`/images/deco/${name}.svg`}
          alt=""
          width={120}
          height={120}
          fetchPriority="low"
          className="falling-icon absolute block h-auto opacity-30"
        />
      ))}
    </div>
  );
}
