import type { Benefit } from './schema';

export const benefits: Benefit[] = [
  {
    nmbr: 1,
    title: 'Logisch denken und Probleme lösen',
    titleKind: 'Knifflige Aufgaben knacken',
    description:
      'Beim Programmieren lernt Ihr Kind, große Aufgaben in kleine Schritte zu zerlegen und Fehler systematisch zu finden. Diese Denkweise hilft in Mathematik, in anderen Fächern und im Alltag.',
    descriptionKind:
      'Beim Programmieren zerlegst du große Aufgaben in kleine Schritte und findest heraus, warum etwas nicht klappt. Das hilft dir auch in Mathe und überall sonst, wo du mitdenken musst.',
    iconUrl: '/images/benefits.svg#logik',
  },
  {
    nmbr: 2,
    title: 'Gestalten statt nur konsumieren',
    titleKind: 'Deine Ideen zum Leben erwecken',
    description:
      'Statt Apps und Spiele nur zu nutzen, entwickelt Ihr Kind eigene Ideen und setzt sie um – von der ersten Animation bis zur eigenen Website.',
    descriptionKind:
      'Du spielst nicht nur Spiele – du erfindest sie! Ob Animation, Website oder App: Beim Programmieren baust du genau das, was du dir ausdenkst.',
    iconUrl: '/images/benefits.svg#kreativ',
  },
  {
    nmbr: 3,
    title: 'Fit für die Zukunft',
    titleKind: 'Bereit für die Welt von morgen',
    description:
      'Digitale Kompetenzen sind in fast allen Berufen gefragt. Wer früh versteht, wie Technik funktioniert, kann die digitale Welt mitgestalten und hat später mehr Möglichkeiten.',
    descriptionKind:
      'Computer, Apps und KI begegnen dir überall. Wenn du verstehst, wie sie funktionieren, kannst du die Technik von morgen selbst mitgestalten – egal, welchen Beruf du später wählst.',
    iconUrl: '/images/benefits.svg#zukunft',
  },
  {
    nmbr: 4,
    title: 'Gemeinsam lernen und kommunizieren',
    titleKind: 'Zusammen mehr schaffen',
    description:
      'In kleinen Gruppen tauscht Ihr Kind Ideen aus, erklärt eigene Lösungen und gibt anderen Rückmeldung. So stärkt es neben dem Programmieren auch Teamfähigkeit und Ausdrucksvermögen.',
    descriptionKind:
      'In deiner Gruppe tauscht ihr Ideen aus, helft euch gegenseitig und zeigt euch eure Projekte. Zusammen kommt ihr auf Lösungen, auf die ihr allein vielleicht nie gekommen wärt.',
    iconUrl: '/images/benefits.svg#team',
  },
  {
    nmbr: 5,
    title: 'Selbstvertrauen und Ausdauer',
    titleKind: 'Dranbleiben lohnt sich',
    description:
      'Wenn ein Programm nach mehreren Versuchen endlich läuft, erlebt Ihr Kind, dass sich Dranbleiben lohnt. Dieses Erfolgserlebnis stärkt das Selbstvertrauen – weit über den Bildschirm hinaus.',
    descriptionKind:
      'Nicht jeder Code klappt beim ersten Mal – aber wenn dein Programm endlich läuft, ist das ein richtig gutes Gefühl. So merkst du: Du kannst mehr, als du denkst!',
    iconUrl: '/images/benefits.svg#mut',
  },
];
