import type { Config } from 'tailwindcss';

/**
 * Design tokens. Colours point at CSS variables (app/globals.css) so components and SVG-free CSS share them.
 * Loaded by Tailwind v4 through `@config` in globals.css.
 */
const config: Config = {
  theme: {
    extend: {
      screens: {
        /** Width from which the curriculum diagram uses its wide layout (spec §9: 1198 px; rem so Tailwind orders it after lg). */
        wide: '74.875rem',
      },
      colors: {
        ink: 'var(--color-ink)',
        'ink-soft': 'var(--color-ink-soft)',
        paper: 'var(--color-paper)',
        primary: {
          DEFAULT: 'var(--color-primary)',
          dark: 'var(--color-primary-dark)',
          light: 'var(--color-primary-light)',
          tint: 'var(--color-primary-tint)',
        },
        star: 'var(--color-star)',
        coral: { DEFAULT: 'var(--color-coral)', dark: 'var(--color-coral-dark)' },
        teal: { DEFAULT: 'var(--color-teal)', dark: 'var(--color-teal-dark)' },
        line: 'var(--color-line)',
      },
      borderRadius: {
        card: '1.25rem',
        pill: '999px',
      },
      fontFamily: {
        /** Nunito, and until it is there its metric-matched stand-in (app/globals.css). */
        sans: ['var(--font-nunito)', '"Nunito Fallback"', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        content: '72rem',
        prose: '44rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(30 27 75 / 0.06), 0 8px 24px -12px rgb(30 27 75 / 0.18)',
      },
    },
  },
};

export default config;
