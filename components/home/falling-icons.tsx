/**
 * Ten code icons drifting down behind the hero; decorative, CSS-animated, still for reduced motion. The icons
 * are CSS backgrounds (app/globals.css), so the page's HTML carries ten empty spans instead of their markup.
 */
export function FallingIcons() {
  return (
    <div aria-hidden="true" className="falling-icons pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: 10 }, (_, index) => (
        <span key={index} className="falling-icon absolute block aspect-square bg-contain bg-no-repeat opacity-30" />
      ))}
    </div>
  );
}
