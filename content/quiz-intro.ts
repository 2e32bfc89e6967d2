/** About how long the ten questions of the course advisor take. */
export const QUIZ_MINUTES = 5;

/** The five result bands of spec §9, from all right down to a start (lib/quiz/score.ts picks one). */
export type ResultBand = 'excellent' | 'veryGood' | 'good' | 'notBad' | 'start';

/** Copy around the two quiz pages, the results, the review and the quiz hint bubble. */
export const quizIntro = {
  carousel: {
    title: 'Kursberater-Quiz: Welcher Kurs passt zu dir?',
    intro:
      'Zehn Fragen rund um Computer und Programmieren, eine pro Karte. Am Ende siehst du, wie viele du richtig hast, und bekommst eine Empfehlung, ob Level 1 oder Level 2 für dich passt.',
    facts: ['10 Fragen', `etwa ${QUIZ_MINUTES} Minuten`, 'bei manchen Fragen sind zwei Antworten richtig'],
  },
  single: {
    title: 'Programmier-Quiz: alle Fragen auf einen Blick',
    intro:
      'Hier stehen alle zehn Fragen untereinander. Kreuze deine Antworten an und gib am Ende ab. Du kannst das Quiz so oft wiederholen, wie du möchtest.',
    formLabel: 'Programmier-Quiz',
    carouselLink: { lead: 'Lieber eine Frage nach der anderen?', label: 'Zum Kursberater-Quiz' },
  },
  /** Spec §9: the band titles are quoted; the line below each one is ours. */
  bands: {
    excellent: { title: 'Ausgezeichnet!', message: 'Alle zehn richtig – du kennst dich schon richtig gut aus.' },
    veryGood: { title: 'Sehr gut!', message: 'Fast alles richtig. Da steckt schon eine Menge Wissen drin.' },
    good: { title: 'Gut gemacht!', message: 'Mehr als die Hälfte richtig. Du hast schon ein gutes Fundament.' },
    notBad: { title: 'Nicht schlecht!', message: 'Einiges weißt du schon. Den Rest lernst du bei uns Schritt für Schritt.' },
    start: { title: 'Ein guter Start!', message: 'Jeder fängt einmal an – genau dafür gibt es unseren Grundlagenkurs.' },
  } satisfies Record<ResultBand, { title: string; message: string }>,
  recommendation: {
    1: {
      heading: 'Unsere Empfehlung: Level\u00a01',
      text: 'Im Kurs CS Grundlagen lernst du mit Scratch, wie Programme denken, und baust deine ersten eigenen Spiele und Animationen.',
      requestLabel: 'Kurs für Level 1 anfragen',
      courseHref: '/courses/1',
      courseLabel: 'Mehr über CS Grundlagen',
    },
    2: {
      heading: 'Unsere Empfehlung: Level\u00a02',
      text: 'Du bringst schon Wissen mit. In CS Webdesign oder CS Spieldesign baust du eigene Websites oder programmierst Spiele in JavaScript.',
      requestLabel: 'Kurs für Level 2 anfragen',
      courseHref: '/courses',
      courseLabel: 'Die Level-2-Kurse ansehen',
    },
  },
  results: {
    heading: 'Dein Ergebnis',
    reviewLabel: 'Antworten ansehen',
    overviewHeading: 'Deine Antworten im Überblick',
    saved: 'Dein Ergebnis ist gespeichert, solange dieser Tab geöffnet bleibt.',
    notSaved:
      'Dein Ergebnis kann nicht gespeichert werden, weil das Speichern im Browser nicht erlaubt ist. Wenn du es behalten möchtest, erlaube es unter „Cookie-Einstellungen“ am Seitenende (schon „Nur Notwendige“ reicht) und lade die Seite danach neu.',
  },
  /** The quiz-intro hint bubble (spec §4): 500 ms after the parent/child intro, dismissed for good with 'Verstanden'. */
  hint: {
    heading: 'So funktioniert das Quiz',
    text: 'Kreuze alle Antworten an, die stimmen – bei manchen Fragen sind es zwei. Mit „Weiter“ oder einem Wisch zur Seite kommst du zur nächsten Frage.',
    dismiss: 'Verstanden',
  },
} as const;

