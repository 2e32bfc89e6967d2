import { countWord } from './format';
import { COURSE_MONTHS, GROUP_SIZE, LESSON_MINUTES } from './lessons';
import type { Course } from './schema';
import { TRIAL_WHEN_CAPITALIZED } from './trial';

export const courses: Course[] = [
  {
    id: 1,
    title: 'CS Grundlagen',
    courseId: '1',
    level: 1,
    shortDescription:
      'Der ideale Einstieg ins Programmieren: Ihr Kind lernt mit Scratch, Aufgaben in kleine Schritte zu zerlegen, und setzt erste eigene Ideen als Animationen und Spiele um.',
    shortDescriptionKind:
      'Du willst wissen, wie Computer „denken“? Mit Scratch baust du aus bunten Blöcken deine ersten Spiele und Animationen – ganz ohne Vorwissen.',
    teaser: 'Erste Schritte mit Scratch und Algorithmen',
    teaserKind: 'Deine ersten Spiele mit Scratch',
    fullDescription: [
      'In CS Grundlagen macht Ihr Kind die ersten Schritte in der Welt des Programmierens. Mit Scratch, einer blockbasierten Programmiersprache, setzt es Befehle wie Puzzleteile zusammen und sieht sofort, was passiert. So entstehen schon nach wenigen Wochen kleine Animationen, interaktive Geschichten und einfache Spiele.',
      'Dabei geht es um mehr als Technik: Ihr Kind lernt, Aufgaben in überschaubare Schritte zu zerlegen, Muster zu erkennen und eigene Lösungswege zu finden – das sogenannte informatische Denken. Schleifen, Bedingungen und Variablen lernt es an konkreten Projekten kennen, nicht als trockene Theorie.',
      `Der Unterricht findet einmal pro Woche für ${LESSON_MINUTES} Minuten live online statt, in kleinen Gruppen von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern. Unsere zertifizierten Lehrkräfte gehen auf jedes Kind ein, helfen bei Fragen weiter und achten darauf, dass niemand den Anschluss verliert. Vorkenntnisse sind nicht nötig.`,
      `Nach ${countWord(COURSE_MONTHS)} Monaten kann Ihr Kind eigene Programme planen, umsetzen und Fehler selbstständig finden. Damit ist es gut auf Level 2 vorbereitet: [CS Webdesign](/courses/2) oder [CS Spieldesign](/courses/3). Sie möchten den Kurs erst kennenlernen? ${TRIAL_WHEN_CAPITALIZED} gibt es eine [kostenlose Probestunde](/start/signup).`,
    ],
    fullDescriptionKind: [
      'Hast du dich schon mal gefragt, wie ein Computerspiel eigentlich funktioniert? In CS Grundlagen findest du es heraus! Mit Scratch steckst du bunte Befehlsblöcke wie Puzzleteile zusammen – und schon läuft deine Figur los, spricht oder springt über Hindernisse.',
      'Du lernst, wie du eine große Aufgabe in kleine Schritte zerlegst und dem Computer genau erklärst, was er tun soll. Das nennt man einen Algorithmus. Mit Schleifen, Bedingungen und Variablen baust du nach und nach deine eigenen Geschichten, Animationen und Spiele.',
      `Einmal pro Woche triffst du dich ${LESSON_MINUTES} Minuten lang online mit deiner Gruppe – ihr seid ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kinder. Deine Lehrkraft hilft dir, wenn du mal nicht weiterkommst. Vorwissen brauchst du keins, nur Neugier!`,
      'Nach einem Jahr hast du schon eine ganze Sammlung eigener Projekte. Und dann geht’s weiter: In [CS Webdesign](/courses/2) baust du deine eigene Website, in [CS Spieldesign](/courses/3) entwickelst du richtige Spiele.',
    ],
    imgSrc: '/images/courses/grundlagen.svg',
    imgAlt: 'Illustration: bunte Programmierblöcke und ein freundlicher Roboter',
    about: {
      targetGroup: 'Einsteigerinnen und Einsteiger ohne Vorkenntnisse',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 6,
      recommendedAgeMax: 14,
    },
    courseContents: [
      {
        title: 'Programmieren mit Scratch',
        description: 'Mit bunten Befehlsblöcken entstehen Animationen, interaktive Geschichten und erste eigene Spiele.',
      },
      {
        title: 'Informatisches Denken',
        description: 'Die Kinder lernen, Aufgaben in kleine Schritte zu zerlegen, Muster zu erkennen und eigene Lösungswege zu finden.',
      },
      {
        title: 'Erste Algorithmen',
        description: 'Schleifen, Bedingungen und Variablen werden an konkreten Projekten verständlich und greifbar.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Teilnahmezertifikat nach Abschluss des Kursjahres',
    },
    prerequisiteIds: [],
  },
  {
    id: 2,
    title: 'CS Webdesign',
    courseId: '2A',
    level: 2,
    shortDescription:
      'Ihr Kind lernt HTML und CSS und gestaltet Schritt für Schritt seine erste eigene Website – vom Aufbau der Seite bis zu Farben, Schriften und Layout.',
    shortDescriptionKind:
      'Bau deine eigene Website! Mit HTML und CSS bestimmst du, was auf deiner Seite steht und wie sie aussieht – von der Farbe bis zum Layout.',
    teaser: 'HTML, CSS und die erste eigene Website',
    teaserKind: 'Bau deine erste eigene Website',
    fullDescription: [
      'Websites begegnen Kindern und Jugendlichen jeden Tag. In CS Webdesign erfährt Ihr Kind, wie sie aufgebaut sind – und baut selbst eine. Mit HTML legt es die Struktur einer Seite fest: Überschriften, Texte, Bilder und Links. Mit CSS gestaltet es Farben, Schriften und das Layout.',
      'Im Laufe des Kursjahres entsteht so Schritt für Schritt eine eigene Website mit mehreren Unterseiten, etwa über ein Hobby, ein Lieblingstier oder die eigene Schulklasse. Ihr Kind lernt dabei auch, Inhalte übersichtlich anzuordnen, Bilder sinnvoll einzusetzen und eine Seite so zu gestalten, dass sich Besucherinnen und Besucher gut zurechtfinden.',
      `Der Unterricht findet wöchentlich live online statt: ${LESSON_MINUTES} Minuten in einer kleinen Gruppe von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern, geleitet von zertifizierten Lehrkräften. Kenntnisse aus [CS Grundlagen](/courses/1) sind hilfreich, aber keine Bedingung – Kinder ab 10 Jahren können direkt einsteigen.`,
      'Nach dem Kurs kann Ihr Kind eigene Websites von Grund auf erstellen und gestalten. Am Ende des Kursjahres erhält es ein Teilnahmezertifikat. Wer weitermachen möchte, wechselt anschließend in [CS Webdesign 2](/courses/4) oder [CS App Design](/courses/5).',
    ],
    fullDescriptionKind: [
      'Hinter jeder Website steckt Code – und den kannst du selbst schreiben! In CS Webdesign lernst du HTML: Damit legst du fest, was auf deiner Seite steht, also Überschriften, Texte, Bilder und Links. Mit CSS bestimmst du, wie alles aussieht.',
      'Im Laufe des Jahres baust du deine eigene Website mit mehreren Unterseiten – über dein Hobby, dein Lieblingstier oder was dich sonst begeistert. Du probierst Farben, Schriften und Layouts aus, bis alles genau so aussieht, wie du es dir vorstellst.',
      `Ihr trefft euch jede Woche für ${LESSON_MINUTES} Minuten online, in einer kleinen Gruppe mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern. Deine Lehrkraft zeigt dir neue Tricks und hilft dir weiter, wenn etwas noch nicht klappt.`,
      'Am Ende des Jahres bekommst du ein Teilnahmezertifikat und kannst Websites ganz allein bauen. Danach kannst du in [CS Webdesign 2](/courses/4) mit JavaScript weitermachen oder in [CS App Design](/courses/5) eigene KI-Apps entwickeln.',
    ],
    imgSrc: '/images/courses/webdesign.svg',
    imgAlt: 'Illustration: ein Browserfenster mit bunten Layoutbausteinen und einem Pinsel',
    about: {
      targetGroup: 'Kinder ab 10 Jahren sowie Absolventinnen und Absolventen von CS Grundlagen',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 10,
      recommendedAgeMax: 16,
    },
    courseContents: [
      {
        title: 'HTML-Grundlagen',
        description: 'Die Kinder lernen, wie eine Website aus Überschriften, Texten, Bildern und Links aufgebaut ist.',
      },
      {
        title: 'Gestalten mit CSS',
        description: 'Farben, Schriften und Layout verleihen jeder Seite ihren eigenen Stil.',
      },
      {
        title: 'Die eigene Website',
        description: 'Schritt für Schritt entsteht eine vollständige Website mit mehreren Unterseiten.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Teilnahmezertifikat nach Abschluss des Kursjahres',
    },
    prerequisiteIds: [],
  },
  {
    id: 3,
    title: 'CS Spieldesign',
    courseId: '2B',
    level: 2,
    shortDescription:
      'Ihr Kind entwickelt eigene 2D-Spiele – von der Spielidee über Figuren und Levels bis zur Spiellogik, zuerst mit Scratch, dann mit ersten Zeilen JavaScript.',
    shortDescriptionKind:
      'Du hast eine Idee für ein Spiel? Hier setzt du sie um: Du gestaltest Figuren und Levels, programmierst die Spielregeln und bringst dein eigenes Spiel zum Laufen.',
    teaser: 'Eigene 2D-Spiele und Spiellogik',
    teaserKind: 'Erfinde deine eigenen 2D-Spiele',
    fullDescription: [
      'Viele Kinder spielen gern – in CS Spieldesign erfahren sie, wie Spiele entstehen. Ihr Kind entwickelt eigene 2D-Spiele und lernt dabei, wie Spiellogik funktioniert: Wie bewegt sich eine Figur? Wann gibt es Punkte? Was passiert, wenn ein Hindernis berührt wird?',
      'Den Einstieg bilden anspruchsvollere Projekte in Scratch, in denen Ihr Kind Spielregeln, Punktestände und mehrere Levels umsetzt. Im weiteren Verlauf schreibt es erste Spiele in JavaScript und vollzieht so den Schritt von Blöcken zu echtem Programmcode. Auch die Gestaltung kommt nicht zu kurz: Figuren, Spielwelten und ein fairer Schwierigkeitsgrad.',
      `Der Unterricht findet wöchentlich live online statt: ${LESSON_MINUTES} Minuten in einer kleinen Gruppe von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kindern. Unsere zertifizierten Lehrkräfte begleiten jedes Projekt und geben individuelle Rückmeldung. Der Kurs eignet sich für Kinder ab 10 Jahren und für alle, die [CS Grundlagen](/courses/1) abgeschlossen haben.`,
      'Am Ende des Kursjahres hat Ihr Kind mehrere eigene Spiele entwickelt und erhält ein Teilnahmezertifikat. Anschließend stehen ihm [CS Spieldesign 2](/courses/7) und [CS Python](/courses/6) offen.',
    ],
    fullDescriptionKind: [
      'Du spielst gern? Dann wird es Zeit für dein eigenes Spiel! In CS Spieldesign erfährst du, was hinter einem Spiel steckt: Wie springt eine Figur? Wann gibt es Punkte? Und was passiert, wenn du ein Hindernis berührst?',
      'Zuerst baust du mit Scratch richtig ausgefeilte Spiele mit Punkteständen, Leben und mehreren Levels. Danach wagst du den nächsten Schritt und programmierst deine ersten Spiele in JavaScript – mit echtem Code statt Blöcken.',
      `Jede Woche triffst du deine Gruppe für ${LESSON_MINUTES} Minuten online. Ihr seid ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Kinder, und deine Lehrkraft hilft dir, wenn dein Spiel mal nicht so will wie du.`,
      'Am Ende des Jahres hast du mehrere eigene Spiele gebaut und bekommst ein Teilnahmezertifikat. Danach kannst du in [CS Spieldesign 2](/courses/7) noch größere Spiele entwickeln oder mit [CS Python](/courses/6) eine Programmiersprache lernen, die auch Profis jeden Tag nutzen.',
    ],
    imgSrc: '/images/courses/spieldesign.svg',
    imgAlt: 'Illustration: ein Controller vor einer bunten 2D-Spielwelt mit Plattformen',
    about: {
      targetGroup: 'Kinder ab 10 Jahren sowie Absolventinnen und Absolventen von CS Grundlagen',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 10,
      recommendedAgeMax: 16,
    },
    courseContents: [
      {
        title: 'Spiellogik programmieren',
        description: 'Bewegung, Punkte, Leben und Zusammenstöße werden Schritt für Schritt selbst programmiert.',
      },
      {
        title: 'Figuren und Spielwelten',
        description: 'Die Kinder gestalten eigene Figuren, Levels und einen fairen Schwierigkeitsgrad.',
      },
      {
        title: 'Erste Spiele in JavaScript',
        description: 'Der Schritt von Scratch-Blöcken zu echtem Programmcode gelingt an kleinen Browserspielen.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Teilnahmezertifikat nach Abschluss des Kursjahres',
    },
    prerequisiteIds: [],
  },
  {
    id: 4,
    title: 'CS Webdesign 2',
    courseId: '3A',
    level: 3,
    shortDescription:
      'Aufbauend auf CS Webdesign lernt Ihr Kind JavaScript und responsives Design und gestaltet ein eigenes Portfolio. Abschluss: Zertifikat „Junior Web Designer“.',
    shortDescriptionKind:
      'Mach deine Website lebendig! Mit JavaScript baust du interaktive Elemente, deine Seite passt sich jedem Bildschirm an – und am Ende steht dein eigenes Portfolio.',
    teaser: 'JavaScript, responsives Design, Portfolio',
    teaserKind: 'Mach deine Websites interaktiv',
    fullDescription: [
      'CS Webdesign 2 knüpft direkt an [CS Webdesign](/courses/2) an. Voraussetzung für die Teilnahme ist der Abschluss dieses Kurses, denn Ihr Kind baut auf seinen Kenntnissen in HTML und CSS auf und lernt nun JavaScript – die Programmiersprache, die Websites interaktiv macht.',
      'Ihr Kind programmiert Menüs, Formulare, Bildergalerien und kleine Quizspiele, die auf Eingaben reagieren. Außerdem lernt es responsives Design: Websites, die auf dem Smartphone genauso gut aussehen wie auf dem Laptop. Im Laufe des Kursjahres entsteht ein eigenes Portfolio, das die gelungensten Projekte übersichtlich präsentiert.',
      `Der Unterricht findet wöchentlich live online statt: ${LESSON_MINUTES} Minuten in einer kleinen Gruppe von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen, geleitet von zertifizierten Lehrkräften, die jedes Projekt mit konkreten Rückmeldungen begleiten.`,
      `Nach ${countWord(COURSE_MONTHS)} Monaten erhält Ihr Kind das Zertifikat „Junior Web Designer“. Es kann dann vollständige, interaktive Websites selbstständig planen und umsetzen – eine solide Grundlage für Schulprojekte, Praktika und vielleicht auch den späteren Beruf.`,
    ],
    fullDescriptionKind: [
      'Du hast [CS Webdesign](/courses/2) abgeschlossen? Sehr gut – denn genau das ist die Voraussetzung für diesen Kurs. Jetzt lernst du JavaScript, die Sprache, mit der Websites lebendig werden.',
      'Du programmierst Menüs, die auf- und zuklappen, Bildergalerien, Formulare und kleine Quizspiele. Außerdem lernst du responsives Design: Deine Seite sieht dann auf dem Handy genauso gut aus wie auf dem Laptop. Nach und nach baust du dein eigenes Portfolio, in dem du deine besten Projekte zeigst.',
      `Jede Woche arbeitest du ${LESSON_MINUTES} Minuten live online mit deiner Gruppe aus ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen. Deine Lehrkraft gibt dir Tipps zu deinen Projekten und hilft dir, wenn der Code mal streikt.`,
      'Nach einem Jahr bekommst du das Zertifikat „Junior Web Designer“ – der Beweis, dass du Websites von der ersten Idee bis zur fertigen Seite selbst entwickeln kannst.',
    ],
    imgSrc: '/images/courses/webdesign-2.svg',
    imgAlt: 'Illustration: dieselbe Website auf Laptop, Tablet und Smartphone',
    about: {
      targetGroup: 'Absolventinnen und Absolventen von CS Webdesign',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 12,
      recommendedAgeMax: 16,
    },
    courseContents: [
      {
        title: 'Interaktiv mit JavaScript',
        description: 'Menüs, Formulare und Galerien reagieren auf Klicks und Eingaben.',
      },
      {
        title: 'Responsives Design',
        description: 'Webseiten passen sich automatisch an Smartphone, Tablet und Laptop an.',
      },
      {
        title: 'Das eigene Portfolio',
        description: 'Eine persönliche Website präsentiert die gelungensten eigenen Projekte.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Zertifikat „Junior Web Designer“',
    },
    prerequisiteIds: [2],
    certificate: {
      title: 'Junior Web Designer',
      imgSrc: '/images/certificates/junior-web-designer.svg',
    },
  },
  {
    id: 5,
    title: 'CS App Design',
    courseId: '3B',
    level: 3,
    shortDescription:
      'Ihr Kind entwickelt eigene Apps mit künstlicher Intelligenz, etwa mit Bilderkennung oder einem Chatbot, und lernt, KI verantwortungsvoll einzusetzen. Abschluss: Zertifikat „Junior App Designer“.',
    shortDescriptionKind:
      'Programmiere deine eigene KI-App! Du baust Apps, die Bilder erkennen oder mit dir chatten – und findest heraus, was künstliche Intelligenz kann und wo ihre Grenzen liegen.',
    teaser: 'Eigene Apps mit künstlicher Intelligenz',
    teaserKind: 'Bau schlaue Apps mit KI',
    fullDescription: [
      'Künstliche Intelligenz verändert, wie wir lernen, arbeiten und kommunizieren. In CS App Design erfährt Ihr Kind, wie KI funktioniert, und setzt sie in eigenen Apps ein. Voraussetzung ist der Abschluss von [CS Webdesign](/courses/2): Das dort erworbene Wissen über Aufbau, Gestaltung und Bedienbarkeit bildet die Grundlage für die App-Entwicklung.',
      'Mit dem MIT App Inventor entwirft Ihr Kind App-Prototypen für das Smartphone und erweitert sie um KI-Bausteine – etwa eine App, die Pflanzen oder Gegenstände auf Fotos erkennt, einen Chatbot oder eine Sprachsteuerung. Dabei lernt es auch, wie KI-Modelle trainiert werden und warum ihre Ergebnisse nicht immer stimmen.',
      `Fester Bestandteil des Kurses ist der verantwortungsvolle Umgang mit KI: Datenschutz, Urheberrecht und die Frage, wann man KI-Ergebnissen vertrauen kann, werden altersgerecht besprochen. Der Unterricht findet wöchentlich live online statt, ${LESSON_MINUTES} Minuten in kleinen Gruppen von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen mit zertifizierten Lehrkräften.`,
      `Nach ${countWord(COURSE_MONTHS)} Monaten erhält Ihr Kind das Zertifikat „Junior App Designer“. Es kann eigene App-Ideen planen, als funktionsfähigen Prototyp umsetzen und KI-Werkzeuge kritisch und sinnvoll nutzen.`,
    ],
    fullDescriptionKind: [
      'Apps, die Bilder erkennen, Fragen beantworten oder auf deine Stimme hören – so etwas kannst du selbst bauen! In CS App Design entwickelst du eigene Apps mit künstlicher Intelligenz. Mitmachen kannst du, wenn du [CS Webdesign](/courses/2) abgeschlossen hast.',
      'Mit dem MIT App Inventor gestaltest du Apps für dein Smartphone und baust KI-Funktionen ein: eine App, die Pflanzen auf Fotos erkennt, einen eigenen Chatbot oder eine Sprachsteuerung. Du trainierst sogar kleine KI-Modelle selbst und siehst, wie sie dazulernen.',
      `Außerdem sprecht ihr darüber, wie man KI klug und fair nutzt: Was passiert mit deinen Daten? Warum liegt eine KI manchmal daneben? Ihr trefft euch jede Woche für ${LESSON_MINUTES} Minuten live online, in einer Gruppe mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen.`,
      'Nach einem Jahr bekommst du das Zertifikat „Junior App Designer“. Dann kannst du deine eigenen App-Ideen umsetzen – und weißt genau, was KI kann und was nicht.',
    ],
    imgSrc: '/images/courses/app-design.svg',
    imgAlt: 'Illustration: ein Smartphone mit einer App, daneben ein kleiner Roboter mit Sprechblase',
    about: {
      targetGroup: 'Absolventinnen und Absolventen von CS Webdesign',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 12,
      recommendedAgeMax: 18,
    },
    courseContents: [
      {
        title: 'Apps mit App Inventor',
        description: 'Mit dem MIT App Inventor entstehen eigene App-Prototypen für das Smartphone.',
      },
      {
        title: 'KI-Bausteine einsetzen',
        description: 'Bilderkennung, Chatbots und Sprachsteuerung machen die Apps intelligent.',
      },
      {
        title: 'KI verantwortungsvoll nutzen',
        description: 'Datenschutz, Fairness und die Grenzen künstlicher Intelligenz werden altersgerecht besprochen.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Zertifikat „Junior App Designer“',
    },
    prerequisiteIds: [2],
    certificate: {
      title: 'Junior App Designer',
      imgSrc: '/images/certificates/junior-app-designer.svg',
    },
  },
  {
    id: 6,
    title: 'CS Python',
    courseId: '3C',
    level: 3,
    shortDescription:
      'Ihr Kind lernt Python, eine der meistgenutzten Programmiersprachen, schreibt eigene Programme und wertet Daten aus. Abschluss: Zertifikat „Junior Coder“.',
    shortDescriptionKind:
      'Du lernst Python – die Sprache, mit der auch Profis jeden Tag arbeiten – und schreibst eigene Programme, kleine Spiele und Datenprojekte.',
    teaser: 'Python-Code, Daten und eigene Projekte',
    teaserKind: 'Schreib echten Python-Code',
    fullDescription: [
      'Python ist eine der meistgenutzten Programmiersprachen der Welt – in der Wissenschaft, in der Datenanalyse und in der künstlichen Intelligenz. In CS Python lernt Ihr Kind, textbasiert zu programmieren. Voraussetzung ist der Abschluss von [CS Spieldesign](/courses/3), wo es bereits Spiellogik entwickelt und erste Zeilen Code geschrieben hat.',
      'Ihr Kind lernt die Grundlagen der Python-Syntax, arbeitet mit Variablen, Listen und Funktionen und schreibt eigene kleine Programme: einen Taschenrechner, ein Ratespiel oder einen Vokabeltrainer. Danach geht es um Daten: Ihr Kind wertet zum Beispiel Wetterwerte oder Umfrageergebnisse aus und stellt sie als Diagramm dar.',
      `Der Unterricht findet wöchentlich live online statt: ${LESSON_MINUTES} Minuten in kleinen Gruppen von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen. Unsere zertifizierten Lehrkräfte erklären neue Konzepte verständlich, begleiten die eigenen Projekte und zeigen, wie man Fehler im Code systematisch findet.`,
      `Nach ${countWord(COURSE_MONTHS)} Monaten erhält Ihr Kind das Zertifikat „Junior Coder“. Es kann eigenständig Python-Programme schreiben und kleine Projekte von der Idee bis zum fertigen Programm umsetzen – eine wertvolle Grundlage für den Informatikunterricht, ein späteres Studium oder eine Ausbildung in der IT.`,
    ],
    fullDescriptionKind: [
      'Du willst programmieren wie die Profis? Python wird überall eingesetzt: in der Forschung, bei Datenanalysen und in der künstlichen Intelligenz. Für CS Python brauchst du den Abschluss von [CS Spieldesign](/courses/3) – dort hast du schon Spiellogik gebaut und erste Zeilen Code geschrieben.',
      'Du lernst, wie Python funktioniert, und arbeitest mit Variablen, Listen und Funktionen. Damit schreibst du eigene Programme, zum Beispiel einen Taschenrechner, ein Zahlenratespiel oder einen Vokabeltrainer. Später wertest du Daten aus und machst daraus Diagramme.',
      `Jede Woche programmierst du ${LESSON_MINUTES} Minuten live online mit deiner Gruppe aus ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen. Deine Lehrkraft zeigt dir, wie du Fehler im Code aufspürst – eine der wichtigsten Fähigkeiten beim Programmieren überhaupt.`,
      'Nach einem Jahr bekommst du das Zertifikat „Junior Coder“. Dann kannst du eigene Ideen in Python umsetzen – ob für die Schule, für dein Hobby oder einfach aus Spaß.',
    ],
    imgSrc: '/images/courses/python.svg',
    imgAlt: 'Illustration: eine freundliche Schlange neben einem Bildschirm mit Programmcode',
    about: {
      targetGroup: 'Absolventinnen und Absolventen von CS Spieldesign',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 12,
      recommendedAgeMax: 18,
    },
    courseContents: [
      {
        title: 'Python-Grundlagen',
        description: 'Syntax, Variablen, Listen und Funktionen bilden das Fundament für eigene Programme.',
      },
      {
        title: 'Mit Daten arbeiten',
        description: 'Messwerte und Umfrageergebnisse werden ausgewertet und als Diagramm dargestellt.',
      },
      {
        title: 'Eigene kleine Projekte',
        description: 'Vom Ratespiel bis zum Vokabeltrainer entstehen kleine, nützliche Programme.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Zertifikat „Junior Coder“',
    },
    prerequisiteIds: [3],
    certificate: {
      title: 'Junior Coder',
      imgSrc: '/images/certificates/junior-coder.svg',
    },
  },
  {
    id: 7,
    title: 'CS Spieldesign 2',
    courseId: '3D',
    level: 3,
    shortDescription:
      'Aufbauend auf CS Spieldesign entwickelt Ihr Kind größere Spiele mit der Spiel-Engine Godot – mit Levels und Physik. Abschluss: Zertifikat „Junior Game Designer“.',
    shortDescriptionKind:
      'Bereit für das nächste Level? Mit der Spiel-Engine Godot baust du größere Spiele mit Schwerkraft, Sprüngen, mehreren Levels und eigenen Spielwelten.',
    teaser: 'Größere Spiele mit Godot, Levels und Physik',
    teaserKind: 'Bau große Spiele mit Godot',
    fullDescription: [
      'CS Spieldesign 2 richtet sich an Jugendliche, die [CS Spieldesign](/courses/3) abgeschlossen haben – dieser Abschluss ist Voraussetzung für die Teilnahme. Ihr Kind arbeitet nun mit Godot, einer kostenlosen Spiel-Engine, die auch in der professionellen Spieleentwicklung eingesetzt wird.',
      'Im Mittelpunkt stehen größere Spielprojekte: Ihr Kind programmiert Figuren, die sich mit Schwerkraft, Sprüngen und Zusammenstößen glaubwürdig bewegen, entwirft mehrere Levels mit steigendem Schwierigkeitsgrad und gestaltet Menüs, Punktestände und Soundeffekte. Dabei lernt es auch, ein umfangreiches Projekt zu planen und in sinnvolle Teilschritte zu gliedern.',
      `Der Unterricht findet wöchentlich live online statt: ${LESSON_MINUTES} Minuten in kleinen Gruppen von ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen, begleitet von zertifizierten Lehrkräften. Die Jugendlichen testen ihre Spiele gegenseitig und verbessern sie anhand der Rückmeldungen aus der Gruppe.`,
      `Nach ${countWord(COURSE_MONTHS)} Monaten erhält Ihr Kind das Zertifikat „Junior Game Designer“. Es kennt dann die wichtigsten Arbeitsschritte der Spieleentwicklung und kann eigene Spiele von der Idee bis zur spielbaren Version umsetzen.`,
    ],
    fullDescriptionKind: [
      'Du hast [CS Spieldesign](/courses/3) geschafft? Dann bist du bereit für größere Projekte – denn genau dieser Abschluss ist die Voraussetzung für CS Spieldesign 2. Hier arbeitest du mit Godot, einer Spiel-Engine, die auch in echten Spielestudios zum Einsatz kommt.',
      'Du programmierst Figuren, die springen, fallen und mit ihrer Umgebung zusammenstoßen – nach den Gesetzen der Physik. Du baust mehrere Levels, die immer kniffliger werden, und ergänzt Menüs, Punktestände und Soundeffekte.',
      `Jede Woche triffst du deine Gruppe aus ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Jugendlichen für ${LESSON_MINUTES} Minuten online. Ihr testet eure Spiele gegenseitig und gebt euch Tipps – so wird jedes Spiel noch besser.`,
      'Nach einem Jahr bekommst du das Zertifikat „Junior Game Designer“. Dann weißt du, wie ein Spiel von der ersten Idee bis zur fertigen Version entsteht – und kannst deine eigenen Spielideen umsetzen.',
    ],
    imgSrc: '/images/courses/spieldesign-2.svg',
    imgAlt: 'Illustration: eine bunte Spielwelt mit Plattformen, Sternen und einer springenden Figur',
    about: {
      targetGroup: 'Absolventinnen und Absolventen von CS Spieldesign',
      durationInMonths: COURSE_MONTHS,
      recommendedAgeMin: 12,
      recommendedAgeMax: 16,
    },
    courseContents: [
      {
        title: 'Spiele mit Godot',
        description: 'Mit einer professionellen Spiel-Engine entstehen größere, vollständige Spiele.',
      },
      {
        title: 'Physik und Bewegung',
        description: 'Schwerkraft, Sprünge und Zusammenstöße lassen Figuren glaubwürdig reagieren.',
      },
      {
        title: 'Levels und Spielwelten',
        description: 'Mehrere Levels mit steigendem Schwierigkeitsgrad fügen sich zu einem durchdachten Spiel zusammen.',
      },
    ],
    courseInfo: {
      duration: `${LESSON_MINUTES} Minuten`,
      frequency: 'wöchentlich',
      type: 'Online',
      language: 'Deutsch',
      zertificate: 'Zertifikat „Junior Game Designer“',
    },
    prerequisiteIds: [3],
    certificate: {
      title: 'Junior Game Designer',
      imgSrc: '/images/certificates/junior-game-designer.svg',
    },
  },
];

export function courseById(id: number): Course | undefined {
  return courses.find((course) => course.id === id);
}

/** Intro of the course overview (/courses). */
/** The youngest age the courses of a level are for: 6 in level 1, 10 in level 2. */
const youngestAge = (level: Course['level']) =>
  Math.min(...courses.filter((course) => course.level === level).map((course) => course.about.recommendedAgeMin));

export const coursesPageIntro = `Jedes Kind beginnt dort, wo es steht: Einsteiger ab ${youngestAge(1)} Jahren in Level 1, Kinder ab ${youngestAge(2)} Jahren direkt in Level 2. Level 3 baut auf dem passenden Level-2-Kurs auf und schließt mit einem Zertifikat ab. Alle Kurse laufen ${COURSE_MONTHS} Monate, einmal pro Woche ${LESSON_MINUTES} Minuten, live online.`;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const coursesUpdatedAt = '2026-11-24';
