import { countWord, formatEuro, formatEuroCents, listGerman } from './format';
import { pricePerUnit } from './package-terms';
import { HOLIDAY_COURSE_PRICE } from './holiday-courses';
import { COURSE_MONTHS, GROUP_SIZE, LESSON_DAYS, LESSON_MINUTES, LESSON_TIMES_TEXT, UNIT_MINUTES, UNITS_PER_LESSON } from './lessons';
import { GIRLS_COURSE_DISCOUNT_PERCENT, packages, UNIT_PRICES } from './packages';
import { pythonCourse } from './python-course';
import type { FaqItem } from './schema';
import { siteConfig } from './site';
import { trial, TRIAL_SCHOOL_DAYS_ONLY, TRIAL_WHEN } from './trial';

const paidPackages = packages.filter((pkg) => pkg.minimumDurationMonths !== null);

/**
 * Course days of the holiday-course weeks in the Osterferien that lose a day to Karfreitag or Ostermontag; a fact
 * of the lesson calendar that tests/content/content.test.ts recounts from the runs (lib/calendar/course-dates.ts).
 */
export const shortEasterWeeks = [4];

const publicHolidayNote =
  shortEasterWeeks.length > 0
    ? `An Feiertagen ist frei, in einer Osterferienwoche sind es deshalb ${shortEasterWeeks.map(countWord).join(' oder ')} Kurstage.`
    : 'An Feiertagen ist frei.';

/** General information for parents (page /faq, also emitted as FAQPage structured data). */
export const faqItems: FaqItem[] = [
  {
    id: 'ab-welchem-alter',
    question: 'Ab welchem Alter kann mein Kind bei CodingStars programmieren lernen?',
    answer: [
      'Unser Einstiegskurs CS Grundlagen ist für Kinder ab 6 Jahren gedacht. Lesen und Schreiben muss Ihr Kind dafür noch nicht perfekt beherrschen, denn in Scratch wird mit bunten Bausteinen programmiert.',
      'Die weiterführenden Kurse sind für Kinder ab 10 Jahren geeignet oder für jüngere Kinder, die den Grundlagenkurs bereits abgeschlossen haben.',
    ],
  },
  {
    id: 'vorkenntnisse',
    question: 'Braucht mein Kind Vorkenntnisse?',
    answer: [
      'Nein. Im Grundlagenkurs fangen alle bei null an, und die Lehrkraft erklärt jeden Schritt. Wenn Ihr Kind schon etwas Erfahrung mitbringt, findet es über unser [Kursberater-Quiz](/quizcarousel) oder in der kostenlosen Probestunde heraus, welcher Kurs am besten passt.',
    ],
  },
  {
    id: 'kursangebot',
    question: 'Welche Kurse bieten Sie an?',
    answer: [
      'Wir bieten sieben Kurse in drei Levels an. In Level 1 steht CS Grundlagen, in Level 2 folgen CS Webdesign und CS Spieldesign. Level 3 umfasst CS Webdesign 2, CS Spieldesign 2, CS App Design und CS Python.',
      `Jeder Kurs dauert ${countWord(COURSE_MONTHS)} Monate. Inhalte, Altersempfehlungen und den Aufbau der Levels finden Sie in der [Kursübersicht](/courses).`,
    ],
  },
  {
    id: 'voraussetzung-stufe-3',
    question: 'Kann mein Kind direkt mit einem Kurs aus Level 3 beginnen?',
    answer: [
      'Nein. Die Kurse in Level 3 bauen auf dem Wissen aus Level 2 auf. Ihr Kind kann deshalb erst teilnehmen, wenn es den passenden Level-2-Kurs abgeschlossen hat, zum Beispiel CS Webdesign vor CS Webdesign 2.',
      'So stellen wir sicher, dass niemand in der Gruppe überfordert ist und alle gemeinsam an anspruchsvolleren Projekten arbeiten können.',
    ],
  },
  {
    id: 'gruppengroesse',
    question: 'Wie viele Kinder sind in einer Gruppe?',
    answer: [
      `Ein Kurs hat mindestens ${GROUP_SIZE.min} und höchstens ${GROUP_SIZE.max} Teilnehmende. In dieser Größe bleibt für jedes Kind genug Zeit für Fragen, und gleichzeitig macht das gemeinsame Lernen in der Gruppe Spaß.`,
    ],
  },
  {
    id: 'unterrichtszeiten',
    question: 'Wann findet der Unterricht statt?',
    answer: [
      `Der Unterricht findet ${LESSON_DAYS.adverb} statt, jeweils ${LESSON_TIMES_TEXT}. Eine Unterrichtsstunde dauert ${LESSON_MINUTES} Minuten: ${countWord(UNITS_PER_LESSON)} Unterrichtseinheiten von je ${UNIT_MINUTES} Minuten am Stück.`,
      'Ihr Kind lernt einmal pro Woche, immer am selben Wochentag zur selben Uhrzeit. So lässt sich der Kurs gut mit Schule, Sport und Hobbys planen.',
    ],
  },
  {
    id: 'kosten',
    question: 'Was kostet der Unterricht?',
    answer: [
      `Eine Unterrichtseinheit (${UNIT_MINUTES} Minuten) kostet je nach Paket zwischen ${formatEuroCents(UNIT_PRICES.lowest)} und ${formatEuroCents(UNIT_PRICES.highest)}. Sie können zwischen ${countWord(paidPackages.length)} Zahlungspaketen wählen: ${listGerman(paidPackages.map((pkg) => `${pkg.title} für ${formatEuro(pkg.pricePerTerm)} (${formatEuroCents(pricePerUnit(pkg))} pro Einheit)`))}. Je länger die Laufzeit, desto günstiger ist die einzelne Einheit.`,
      'Alle Pakete im Überblick finden Sie auf der Seite [Preise](/preise).',
    ],
  },
  {
    id: 'probestunde',
    question: 'Kann mein Kind den Unterricht vorher kostenlos ausprobieren?',
    answer: [
      `Ja. Die Probestunde ist eine ganz normale Unterrichtsstunde von ${trial.minutes} Minuten (${countWord(trial.units)} Einheiten) in einer echten Gruppe, ${TRIAL_WHEN} (${TRIAL_SCHOOL_DAYS_ONLY}). Ihr Kind lernt dabei die Lehrkraft, die Arbeitsweise und das erste kleine Projekt kennen. Die Teilnahme ist kostenlos und unverbindlich.`,
      'Sie können Ihr Kind direkt hier anmelden: [kostenlose Probestunde](/start/signup).',
    ],
  },
  {
    id: 'online-unterricht',
    question: 'Findet der Unterricht vor Ort oder online statt?',
    answer: [
      'Der Unterricht findet ausschließlich online statt, live in einem virtuellen Klassenzimmer mit Lehrkraft und fester Gruppe. Ihr Kind lernt bequem von zu Hause aus, und Fahrtwege entfallen.',
      'Trotzdem ist es kein Videokurs zum Nachschauen: Die Kinder sprechen mit ihrer Lehrkraft, stellen Fragen und zeigen sich gegenseitig, was sie gebaut haben.',
    ],
  },
  {
    id: 'technische-voraussetzungen',
    question: 'Welche Technik braucht mein Kind für den Unterricht?',
    answer: [
      'Ihr Kind benötigt einen Computer oder Laptop mit Maus, ein Headset, eine stabile Internetverbindung und einen aktuellen Browser.',
      'Spezielle Software müssen Sie nicht installieren. Falls in einem Kurs doch einmal ein zusätzliches Programm gebraucht wird, erklärt die Lehrkraft Schritt für Schritt, wie es eingerichtet wird.',
    ],
  },
  {
    id: 'maedchenkurs',
    question: 'Was ist der Mädchenkurs „Girls in MINT“?',
    answer: [
      'Unser Mädchenkurs „Girls in MINT“ richtet sich ausschließlich an Mädchen und an Kinder, die sich als weiblich identifizieren. Viele Mädchen trauen sich in einer reinen Mädchengruppe mehr zu und stellen leichter Fragen.',
      `Die Inhalte sind genau dieselben wie in den gemischten Gruppen. Der Preis liegt ${GIRLS_COURSE_DISCOUNT_PERCENT}\u00a0Prozent unter dem regulären Preis.`,
    ],
  },
  {
    id: 'ferien-und-feiertage',
    question: 'Findet der Unterricht auch in den Ferien statt?',
    answer: [
      'Nein. In den Berliner Schulferien und an gesetzlichen Feiertagen finden kein regulärer Unterricht und keine Probestunde statt. Wie viele Termine ein Paket umfasst, sehen Sie auf der Seite [Preise](/preise).',
      'Wer in den Ferien trotzdem programmieren möchte, findet bei unseren [Ferienkursen](/ferienkurse) ein passendes Angebot.',
    ],
  },
  {
    id: 'ferienkurse',
    question: 'Gibt es auch Ferienkurse?',
    answer: [
      `Ja. In den Oster- und Sommerferien bieten wir einwöchige Kurse an, von Montag bis Freitag mit täglich ${LESSON_MINUTES} Minuten Online-Unterricht, zum Beispiel zu Minecraft-Mods, Roblox Studio oder zum Internet-Führerschein für jüngere Kinder. ${publicHolidayNote} Ein Ferienkurs kostet ${formatEuro(HOLIDAY_COURSE_PRICE)} und endet mit einem Teilnahmezertifikat.`,
      'Themen, Altersempfehlungen und die nächsten Termine finden Sie unter [Ferienkurse](/ferienkurse).',
    ],
  },
  {
    id: 'python-grundlagenkurs',
    question: 'Gibt es einen kompakten Einstieg in Python?',
    answer: [
      `Ja. Unser Python-Grundlagenkurs in den Sommerferien dauert ${countWord(pythonCourse.courseInfo.durationInWeeks)} Wochen, von Montag bis Freitag mit täglich ${LESSON_MINUTES} Minuten, und kostet ${formatEuro(pythonCourse.price)}. Er ist für Jugendliche von ${pythonCourse.about.recommendedAgeMin} bis ${pythonCourse.about.recommendedAgeMax} Jahren, die schnell in eine echte Programmiersprache einsteigen möchten, etwa als Vorbereitung auf CS Python oder die Oberstufe.`,
      'Alle Details und den nächsten Termin finden Sie auf der Seite [Python-Grundlagenkurs](/python).',
    ],
  },
  {
    id: 'zertifikat',
    question: 'Bekommt mein Kind ein Zertifikat?',
    answer: [
      'Ja. Zum Abschluss eines Kurses erhält Ihr Kind ein Zertifikat, das zeigt, welche Inhalte es gelernt hat.',
      'Die Kurse in Level 3 schließen mit einem besonderen Abschlusszertifikat ab, etwa „Junior Web Designer“ nach CS Webdesign 2 oder „Junior Coder“ nach CS Python.',
    ],
  },
  {
    id: 'freunde-werben',
    question: 'Gibt es Vorteile, wenn wir Freunde empfehlen?',
    answer: [
      'Ja. Für jede Freundin und jeden Freund, die oder der sich auf Ihre Empfehlung hin anmeldet, schenken wir Ihnen eine Unterrichtseinheit. Die neue Familie nennt bei der Anmeldung einfach den Namen Ihres Kindes.',
    ],
  },
  {
    id: 'stunde-verpasst',
    question: 'Was passiert, wenn mein Kind eine Stunde verpasst?',
    answer: [
      'Das kommt vor, etwa bei Krankheit oder einem Schulausflug. Melden Sie Ihr Kind bitte kurz per E-Mail ab.',
      'Die Lehrkraft stellt Ihrem Kind die Aufgaben und Materialien der Stunde zur Verfügung, damit es den Stoff zu Hause nacharbeiten kann, und hilft ihm in der nächsten Stunde, wieder Anschluss an die Gruppe zu finden. Bei längeren Ausfällen suchen wir gemeinsam mit Ihnen eine Lösung.',
    ],
  },
  {
    id: 'kuendigung',
    question: 'Wie kann ich kündigen?',
    answer: [
      `Nach Ablauf der Mindestlaufzeit Ihres Pakets können Sie die Mitgliedschaft in Textform kündigen, zum Beispiel per E-Mail an ${siteConfig.email}. Eine Unterschrift oder ein bestimmtes Formular ist dafür nicht nötig.`,
      'Die Einzelheiten regeln unsere [AGB](/agb). Bei Fragen erreichen Sie uns jederzeit über das [Kontaktformular](/contact).',
    ],
  },
  {
    id: 'lehrkraefte',
    question: 'Wer unterrichtet mein Kind?',
    answer: [
      'Bei uns unterrichten zertifizierte Lehrkräfte mit Informatikstudium und pädagogischer Erfahrung. Jede Gruppe hat eine feste Lehrkraft, die Ihr Kind über das ganze Kursjahr begleitet.',
      'Unsere Lehrkräfte stellen wir Ihnen auf der Seite [Unser Team](/team) vor.',
    ],
  },
  {
    id: 'datenschutz-und-sicherheit',
    question: 'Wie schützen Sie die Daten und die Sicherheit meines Kindes?',
    answer: [
      'Zu unserem virtuellen Klassenzimmer haben nur die angemeldeten Kinder und ihre Lehrkraft Zugang. Der Unterricht wird nicht aufgezeichnet, und alle Lehrkräfte haben ein erweitertes Führungszeugnis vorgelegt.',
      'Wir erheben nur die Daten, die wir für die Organisation des Unterrichts brauchen, und geben sie nicht zu Werbezwecken weiter. Ausführliche Informationen finden Sie unter [Datenschutz](/datenschutz).',
    ],
  },
];

/** Meta description of /faq, with the price range computed from the package table. */
export const faqPageDescription = `Gruppengröße, Kurszeiten, Alter, Preise von ${formatEuroCents(UNIT_PRICES.lowest)} bis ${formatEuroCents(UNIT_PRICES.highest)} pro Einheit, kostenlose Probestunde und Voraussetzungen: Antworten auf die häufigsten Fragen von Eltern.`;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const faqUpdatedAt = '2026-11-24';
