import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ROTATION_MS, TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { testimonials } from '@/content/testimonials';

const LABEL = 'Das sagen unsere Schülerinnen, Schüler und Eltern';
const COUNT = testimonials.length;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/* jsdom has no window.matchMedia; this stand-in answers the reduced-motion query from a flag. */
let prefersReducedMotion = false;
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: prefersReducedMotion && query === REDUCED_MOTION,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  prefersReducedMotion = false;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Advances the clock one rotation step at a time, so each step's newly scheduled timer can fire too. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= ROTATION_MS) {
    act(() => {
      jest.advanceTimersByTime(Math.min(left, ROTATION_MS));
    });
  }
}

function renderCarousel() {
  render(<TestimonialCarousel items={testimonials} label={LABEL} />);
  return screen.getByRole('region', { name: LABEL });
}

/** The one slide that is not aria-hidden. */
function visibleSlide(): HTMLElement {
  return screen.getByRole('group');
}

function expectSlide(n: number) {
  const slide = visibleSlide();
  const item = testimonials[n - 1];
  expect(slide).toHaveAccessibleName(`${n} von ${COUNT}`);
  expect(slide).toHaveTextContent(`${item?.name}, ${item?.age} Jahre`);
  expect(screen.getByRole('button', { name: `Stimme ${n} von ${COUNT} zeigen` })).toHaveAttribute('aria-current', 'true');
}

const pauseButton = () => screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' });
const playButton = () => screen.getByRole('button', { name: 'Automatisch wechseln' });

describe('TestimonialCarousel', () => {
  it('rotates every 5000 ms (spec §9)', () => {
    expect(ROTATION_MS).toBe(5000);
  });

  it('shows the first slide and hides the others from assistive technology', () => {
    renderCarousel();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expectSlide(1);
    const all = screen.getAllByRole('group', { hidden: true });
    expect(all).toHaveLength(COUNT);
    all.slice(1).forEach((slide) => expect(slide).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getAllByRole('button', { name: /^Stimme \d+ von 14 zeigen$/ })).toHaveLength(COUNT);
  });

  it('moves to the second slide after 5000 ms, not before', () => {
    renderCarousel();
    advance(ROTATION_MS - 1);
    expectSlide(1);
    advance(1);
    expectSlide(2);
    advance(ROTATION_MS);
    expectSlide(3);
  });

  it('wraps from the last slide to the first', () => {
    renderCarousel();
    advance(ROTATION_MS * (COUNT - 1));
    expectSlide(COUNT);
    advance(ROTATION_MS);
    expectSlide(1);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    advance(ROTATION_MS * 3);
    expectSlide(1);

    fireEvent.mouseLeave(carousel);
    advance(ROTATION_MS);
    expectSlide(2);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Nächste Stimme' }).focus());
    advance(ROTATION_MS * 3);
    expectSlide(1);

    act(() => (document.activeElement as HTMLElement).blur());
    advance(ROTATION_MS);
    expectSlide(2);
  });

  it('stops with the pause button, whose label then offers to resume', () => {
    renderCarousel();
    // fireEvent, not userEvent: a real click would also hover and focus, which pause on their own.
    fireEvent.click(pauseButton());
    expect(playButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Automatischen Wechsel anhalten' })).not.toBeInTheDocument();
    advance(ROTATION_MS * 3);
    expectSlide(1);

    fireEvent.click(playButton());
    expect(pauseButton()).toBeInTheDocument();
    advance(ROTATION_MS);
    expectSlide(2);
  });

  it('announces slide changes politely only while not rotating', () => {
    renderCarousel();
    const controls = screen.getByRole('button', { name: 'Nächste Stimme' }).getAttribute('aria-controls');
    const slides = document.getElementById(controls ?? '');
    expect(slides).toContainElement(visibleSlide());
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(pauseButton());
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it.each([5, 14, 1])('jumps to slide %i with its dot', (n) => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: `Stimme ${n} von ${COUNT} zeigen` }));
    expectSlide(n);
  });

  it('restarts the 5000 ms wait after a manual jump', () => {
    renderCarousel();
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: `Stimme 5 von ${COUNT} zeigen` }));
    advance(ROTATION_MS - 1);
    expectSlide(5);
    advance(1);
    expectSlide(6);
  });

  it('steps back and forth with the arrows, wrapping at both ends', () => {
    renderCarousel();
    const previous = screen.getByRole('button', { name: 'Vorherige Stimme' });
    const next = screen.getByRole('button', { name: 'Nächste Stimme' });

    fireEvent.click(previous);
    expectSlide(COUNT);
    fireEvent.click(next);
    expectSlide(1);
    fireEvent.click(next);
    expectSlide(2);
    fireEvent.click(previous);
    fireEvent.click(previous);
    expectSlide(COUNT);
  });

  describe('with prefers-reduced-motion: reduce', () => {
    beforeEach(() => {
      prefersReducedMotion = true;
    });

    it('does not rotate on its own and offers to start', () => {
      renderCarousel();
      expect(playButton()).toBeInTheDocument();
      advance(ROTATION_MS * 3);
      expectSlide(1);
    });

    it('rotates once the visitor presses play, and can be paused again', () => {
      renderCarousel();
      fireEvent.click(playButton());
      advance(ROTATION_MS);
      expectSlide(2);

      fireEvent.click(pauseButton());
      advance(ROTATION_MS * 2);
      expectSlide(2);
    });

    it('still lets the visitor browse by hand', () => {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Nächste Stimme' }));
      expectSlide(2);
      expect(within(visibleSlide()).getByText(new RegExp(testimonials[1]?.name ?? ''))).toBeVisible();
    });
  });
});
