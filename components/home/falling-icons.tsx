const ICONS = ['braces', 'star', 'rocket', 'gamepad', 'robot', 'laptop', 'bug', 'bulb', 'puzzle', 'cursor'];

/** One file with all ten drawings as <symbol>s, fetched once for every <use> below. */
const SPRITE = '/images/deco/icons.svg';

/**
 * Ten code icons drifting down behind the hero; decorative, CSS-animated (positions and timing in
 * app/globals.css), still for reduced motion. Each is an inline <svg> that uses its symbol from one sprite file:
 * as ten <img>s they were ten SVG documents of their own, which Chromium builds one by one on the main thread
 * (15 to 60 ms each at 4x CPU throttling in the trace of issue 25, plus 150 to 200 ms for the first). The sprite is
 * one request and one small document, fetched only when the hero is rendered; its <use> clones are drawn like
 * inline SVG. Their stroke comes from .falling-icons in app/globals.css, inherited into the symbols.
 */
export function FallingIcons() {
  return (
    <div aria-hidden="true" className="falling-icons pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {ICONS.map((name) => (
        <svg
          key={name}
          viewBox="0 0 64 64"
          focusable="false"
          className="falling-icon absolute block h-auto opacity-30"
        >
          <use href={`${SPRITE}#${name}`} />
        </svg>
      ))}
    </div>
  );
}
