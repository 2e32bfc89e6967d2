import type { QuizQuestion } from './schema';

/**
 * The course advisor quiz (/quizcarousel and /quiz). A question counts only if the chosen answers
 * equal `correctAnswers` exactly; three questions have two correct answers.
 */
export const quizQuestions: QuizQuestion[] = [
  {
    id: 'prozessor',
    question: 'Welche Aufgabe hat der Prozessor in einem Computer?',
    options: [
      'Er versorgt den Computer mit Strom.',
      'Er speichert deine Dateien, auch wenn der Computer ausgeschaltet ist.',
      'Er führt die Befehle der Programme aus und rechnet dabei blitzschnell.',
      'Er sorgt dafür, dass der Computer nicht zu heiß wird.',
    ],
    correctAnswers: [2],
    explanation:
      'Der Prozessor, auch CPU genannt, ist so etwas wie das Gehirn des Computers. Er arbeitet die Befehle der Programme ab, Milliarden in jeder Sekunde.',
  },
  {
    id: 'programmiersprachen',
    question: 'Welche dieser Sprachen sind Programmiersprachen? (Zwei Antworten sind richtig.)',
    options: ['Englisch', 'Python', 'Latein', 'JavaScript'],
    correctAnswers: [1, 3],
    explanation:
      'Mit Python und JavaScript schreibst du Programme, die ein Computer ausführen kann. Englisch und Latein sind Sprachen, mit denen sich Menschen verständigen.',
  },
  {
    id: 'css',
    question: 'Wofür benutzt man CSS, wenn man eine Website baut?',
    options: [
      'Um im Internet nach anderen Websites zu suchen',
      'Um das Aussehen festzulegen, zum Beispiel Farben, Schriftarten und Abstände',
      'Um E-Mails an die Besucher der Website zu verschicken',
      'Um die Website auszudrucken',
    ],
    correctAnswers: [1],
    explanation:
      'Mit HTML baust du das Gerüst deiner Website, mit CSS bestimmst du, wie sie aussieht. So bekommt deine Seite zum Beispiel eine Hintergrundfarbe oder eine besondere Schrift.',
  },
  {
    id: 'bedingungen',
    question:
      '„Wenn es regnet, dann nimm einen Regenschirm mit.“ Wie nennt man so eine Wenn-dann-Regel beim Programmieren?',
    options: ['Eine Schleife', 'Einen Bug', 'Eine Variable', 'Eine Bedingung'],
    correctAnswers: [3],
    explanation:
      'Eine Bedingung prüft, ob etwas zutrifft, und nur dann wird der Befehl ausgeführt. In vielen Programmiersprachen schreibt man dafür „if“, in Scratch heißt der Block „falls … dann“.',
  },
  {
    id: 'kuenstliche-intelligenz',
    question: 'Wie lernt eine künstliche Intelligenz (KI), auf Fotos Katzen zu erkennen?',
    options: [
      'Sie wird mit sehr vielen Beispielen trainiert, etwa mit Tausenden Katzenfotos.',
      'Sie hat ein Gehirn aus Nervenzellen, genau wie ein Mensch.',
      'Sie fragt bei jedem Foto heimlich einen Menschen.',
      'Sie kann es von Anfang an, ohne etwas zu lernen.',
    ],
    correctAnswers: [0],
    explanation:
      'Eine KI sucht in sehr vielen Beispielen nach Mustern. Je mehr gute Beispiele sie bekommt, desto besser wird sie – irren kann sie sich trotzdem.',
  },
  {
    id: 'bug',
    question: 'Was ist ein „Bug“ in einem Programm?',
    options: [
      'Ein besonders schneller Computer',
      'Ein geheimes Level in einem Spiel',
      'Ein Fehler, durch den das Programm nicht so funktioniert wie geplant',
      'Eine Taste auf der Tastatur',
    ],
    correctAnswers: [2],
    explanation:
      '„Bug“ ist das englische Wort für Käfer. So nennt man auch Fehler in Programmen. Das Suchen und Beheben von Fehlern heißt „Debugging“, und das gehört beim Programmieren ganz normal dazu.',
  },
  {
    id: 'grad',
    question:
      'Du möchtest, dass deine Scratch-Figur ein Quadrat zeichnet. Um wie viel Grad muss sie sich an jeder Ecke drehen?',
    options: ['30 Grad', '90 Grad', '180 Grad', '360 Grad'],
    correctAnswers: [1],
    explanation:
      'Ein Quadrat hat vier rechte Winkel mit je 90 Grad. Viermal 90 Grad ergibt 360 Grad, also genau eine ganze Drehung – danach schaut die Figur wieder in die Richtung, in der sie gestartet ist.',
  },
  {
    id: 'schleifen',
    question: 'Welche dieser Scratch-Blöcke sind Schleifen? (Zwei Antworten sind richtig.)',
    options: ['wiederhole fortlaufend', 'sage Hallo!', 'wiederhole 10 mal', 'gehe 10er-Schritt'],
    correctAnswers: [0, 2],
    explanation:
      'Schleifen wiederholen die Befehle in ihrem Inneren: „wiederhole 10 mal“ genau zehnmal, „wiederhole fortlaufend“ so lange, bis du das Programm stoppst. „sage“ und „gehe“ werden nur einmal ausgeführt.',
  },
  {
    id: 'geraete',
    question:
      'In welchen dieser Dinge steckt ein kleiner Computer, der programmiert wurde? (Zwei Antworten sind richtig.)',
    options: ['Holzlöffel', 'Smartphone', 'Spielkonsole', 'Regenschirm'],
    correctAnswers: [1, 2],
    explanation:
      'In Smartphones und Spielkonsolen arbeiten Prozessoren, die von Programmen gesteuert werden. Ein Holzlöffel und ein Regenschirm kommen ganz ohne Computer aus.',
  },
  {
    id: 'scratch',
    question: 'Was ist Scratch?',
    options: [
      'Ein Computerspiel, in dem man Katzen sammelt',
      'Ein Bauteil im Inneren des Computers',
      'Ein Programm, das Computerviren findet',
      'Eine Programmiersprache, bei der du bunte Befehlsblöcke zusammensteckst',
    ],
    correctAnswers: [3],
    explanation:
      'In Scratch programmierst du, indem du Blöcke wie Puzzleteile aneinandersetzt. Es wurde am MIT in den USA entwickelt, damit Kinder und Jugendliche das Programmieren ausprobieren können.',
  },
];

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const quizUpdatedAt = '2026-11-22';
