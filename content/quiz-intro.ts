/** Copy around the two quiz pages. */
export const quizIntro = {
  carousel: {
    title: 'Kursberater-Quiz: Welcher Kurs passt zu dir?',
    intro:
      'Zehn Fragen rund um Computer und Programmieren, eine pro Karte. Am Ende siehst du, wie viele du richtig hast, und bekommst eine Empfehlung, ob Level 1 oder Level 2 für dich passt.',
    facts: ['10 Fragen', 'etwa 5 Minuten', 'bei manchen Fragen sind zwei Antworten richtig'],
  },
  single: {
    title: 'Programmier-Quiz: alle Fragen auf einen Blick',
    intro:
      'Hier stehen alle zehn Fragen untereinander. Kreuze deine Antworten an und gib am Ende ab. Du kannst das Quiz so oft wiederholen, wie du möchtest.',
  },
  topicsHeading: 'Darum geht es',
} as const;
