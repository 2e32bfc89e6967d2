import type { Testimonial } from './schema';

/** Voices of children, teens and parents for the home-page carousel (first name and age only). */
export const testimonials: Testimonial[] = [
  {
    testemonial:
      'Mein erstes eigenes Scratch-Spiel war ein Labyrinth, in dem eine Maus den Käse finden muss. Mein kleiner Bruder spielt es immer noch.',
    name: 'Emil',
    age: 9,
  },
  {
    testemonial:
      'Ich habe meine erste eigene Website gebaut, über meine zwei Meerschweinchen. Am meisten hat mich gefreut, als ich mit CSS die Farben endlich so hinbekommen habe, wie ich sie wollte.',
    name: 'Lina',
    age: 12,
  },
  {
    testemonial:
      'Unser Sohn Paul hat sich früher schwergetan, lange bei einer Sache zu bleiben. Im Grundlagenkurs sitzt er jetzt jede Woche konzentriert dabei und erklärt uns beim Abendessen, was eine Schleife ist.',
    name: 'Sabine',
    age: 42,
  },
  {
    testemonial:
      'Im Python-Kurs haben wir ein Quiz programmiert, das die Fragen zufällig auswählt und die Punkte zählt. Zu Hause baue ich gerade eins über Fußballvereine.',
    name: 'Mats',
    age: 14,
  },
  {
    testemonial:
      'Lena erklärt Sachen auch ein drittes Mal, wenn man es nicht gleich versteht. Deshalb traue ich mich jetzt, in der Stunde nachzufragen.',
    name: 'Hannah',
    age: 11,
  },
  {
    testemonial:
      'In meiner Gruppe sind wir nur acht Kinder, da kommt jeder mal dran. Am Ende der Stunde zeigen wir uns immer gegenseitig, was wir gebaut haben.',
    name: 'Yusuf',
    age: 10,
  },
  {
    testemonial:
      'Die Anmeldung zur Probestunde war unkompliziert, und danach hat uns die Lehrerin ehrlich gesagt, welcher Kurs zu unserer Tochter passt. Gebraucht haben wir nur ihren Laptop und ein Headset.',
    name: 'Markus',
    age: 47,
  },
  {
    testemonial: 'Ich habe einen Drachen programmiert. Wenn man die Leertaste drückt, fliegt er hoch.',
    name: 'Ella',
    age: 7,
  },
  {
    testemonial:
      'Im Spieldesign-Kurs habe ich ein Spiel mit drei Levels gebaut, in dem die Gegner immer schneller werden. Am schwierigsten war es, dafür zu sorgen, dass die Figur nicht durch Wände läuft, aber Jonas ist das mit uns Schritt für Schritt durchgegangen.',
    name: 'Leon',
    age: 17,
  },
  {
    testemonial:
      'Meine Tochter Defne hat im Mädchenkurs ihre erste eigene Website gebaut. Mir gefällt, dass die Gruppe klein ist und die Lehrerin jedes Kind beim Namen kennt.',
    name: 'Aylin',
    age: 38,
  },
  {
    testemonial:
      'In der Mädchengruppe traue ich mich mehr, auch mal etwas falsch zu machen. Unsere Website für die Schülerzeitung haben wir zusammen im Kurs angefangen.',
    name: 'Mila',
    age: 13,
  },
  {
    testemonial:
      'Ich finde gut, dass ich von zu Hause mitmachen kann. Mein Spiel hat jetzt einen Punktezähler, den habe ich ganz allein eingebaut.',
    name: 'Noah',
    age: 8,
  },
  {
    testemonial:
      'Im App-Design-Kurs haben wir eine App gebaut, die mit KI Pflanzen auf Fotos erkennt. Dass ich so etwas selbst programmieren kann, hätte ich vorher nicht gedacht.',
    name: 'Amelie',
    age: 15,
  },
  {
    testemonial:
      'Unser Sohn hat mit zwölf Jahren bei CodingStars angefangen und ist inzwischen im Python-Kurs. Die Termine am Nachmittag passen gut zu Schule und Fußballtraining.',
    name: 'Andreas',
    age: 49,
  },
];
