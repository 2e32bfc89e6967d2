import { Img } from '@/components/ui/img';

const ICONS = ['braces', 'star', 'rocket', 'gamepad', 'robot', 'laptop', 'bug', 'bulb', 'puzzle', 'cursor'] as const;

/** Ten code icons drifting down behind the hero; decorative, CSS-animated, still for reduced motion. */
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
          
          className="falling-icon absolute opacity-30"
        />
      ))}
    </div>
  );
}
