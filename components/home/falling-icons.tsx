import Image from 'next/image';

const ICONS = ['braces', 'star', 'rocket', 'gamepad', 'robot', 'laptop', 'bug', 'bulb', 'puzzle', 'cursor'] as const;

/** Ten code icons drifting down behind the hero; decorative, CSS-animated, still for reduced motion. */
export function FallingIcons() {
  return (
    <div aria-hidden="true" className="falling-icons pointer-events-none absolute inset-0 overflow-hidden">
      {ICONS.map((name) => (
        <Image
          key={name}
          src={`/images/deco/${name}.svg`}
          alt=""
          width={120}
          height={120}
          unoptimized
          className="falling-icon absolute top-0 opacity-40"
        />
      ))}
    </div>
  );
}
