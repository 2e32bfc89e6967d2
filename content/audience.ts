/** Words of the parent/child switcher and its one-time intro bubble (spec §2, §4). */
export const audienceContent = {
  buttonPrefix: 'Ansicht:',
  menuLabel: 'Ansicht wählen',
  options: { parent: 'Elternteil', child: 'Kind' },
  intro: {
    /** Beside the switcher on every (site) page, 2.5 s after the cookie choice. */
    switcher:
      'Neu: Hier schalten Sie zwischen der Ansicht für Eltern und der für Kinder um. In der Kinderansicht erklären wir alles so, dass Ihr Kind es selbst lesen kann.',
    /** On the course overview, 1.5 s after the cookie choice. */
    overview:
      'Tipp: Lesen Sie die Kurse gemeinsam mit Ihrem Kind. Hier wechseln Sie in die Kinderansicht, die jeden Kurs in einfachen Worten erklärt.',
    dismiss: 'OK',
  },
} as const;

/** Milliseconds from the cookie choice (or page load, when the choice is older) to the intro bubble. */
export const INTRO_DELAY_MS = { switcher: 2500, overview: 1500 } as const;
