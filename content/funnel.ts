import { formatEuro, listGerman } from './format';
import { HOLIDAY_COURSE_PRICE, holidayCourses } from './holiday-courses';
import { GROUP_SIZE, LESSON_MINUTES } from './lessons';
import { trial, TRIAL_DAY_AND_TIME, TRIAL_WHEN } from './trial';

/** Copy of the funnel landing pages (/start, /start/signup). */
export const startContent = {
  eyebrow: 'Programmieren lernen, live und online',
  title: 'Ihr Kind lernt programmieren – in kleinen Gruppen, mit echten Lehrkräften',
  intro:
    `Ob erstes Scratch-Spiel mit 7 oder eigene App mit 15: Bei CodingStars lernt Ihr Kind einmal pro Woche ${LESSON_MINUTES} Minuten live, gemeinsam mit ${GROUP_SIZE.min} bis ${GROUP_SIZE.max} Gleichaltrigen. Erzählen Sie uns kurz von Ihrem Kind, wir melden uns mit einem passenden Kursvorschlag.`,
  steps: [
    { title: 'Anfrage senden', text: 'Sie nennen uns Ihren Namen, Ihre Kontaktdaten und den Vornamen Ihres Kindes.' },
    { title: 'Beratung', text: 'Wir rufen Sie innerhalb eines Werktags an und finden gemeinsam das passende Level.' },
    { title: 'Probestunde', text: 'Ihr Kind probiert eine echte Unterrichtsstunde aus, kostenlos und unverbindlich.' },
  ],
  formHeading: 'Jetzt unverbindlich anfragen',
  formIntro: 'Wir melden uns innerhalb eines Werktags bei Ihnen. Ihre Angaben nutzen wir nur für Ihre Anfrage.',
} as const;

/** What comes after the trial lesson, in one sentence beside the signup form (issue 48; /datenschutz names it too). */
const AFTER_TRIAL_LESSON =
  'Nach der Stunde bekommen Sie von uns die Einschätzung der Lehrkraft mit einer Kursempfehlung oder, wenn Ihr Kind nicht kommen konnte, das Angebot eines neuen Termins.';

export const signupContent = {
  metaTitle: `Kostenlose Probestunde ${trial.weekdayName.toLowerCase()}s um ${trial.start.replace(':00', '')} Uhr`,
  description: `Melden Sie Ihr Kind zur kostenlosen Probestunde an: ${TRIAL_WHEN}, eine ganze Unterrichtsstunde von ${trial.minutes} Minuten, live online und unverbindlich.`,
  eyebrow: 'Kostenlose Probestunde',
  title: `Einmal reinschnuppern: die kostenlose Probestunde am ${trial.weekdayName}`,
  intro:
    'Ihr Kind erlebt eine echte Unterrichtsstunde mit Lehrkraft und Gruppe, programmiert sein erstes kleines Projekt und merkt, ob es ihm Spaß macht. Sie müssen nichts kaufen und nichts kündigen.',
  nextDateLabel: 'Nächster Termin',
  nextDateFallback: TRIAL_DAY_AND_TIME,
  nextDateNote: 'Probestunden finden an Berliner Schultagen statt, nicht in den Ferien und nicht an Feiertagen.',
  whatYouNeed: {
    heading: 'Das braucht Ihr Kind',
    items: ['Einen Computer oder Laptop mit Maus', 'Ein Headset oder Kopfhörer mit Mikrofon', 'Eine stabile Internetverbindung und einen aktuellen Browser'],
  },
  formHeading: 'Zur Probestunde anmelden',
  afterLesson: AFTER_TRIAL_LESSON,
  formIntro: `Nach der Anmeldung schicken wir Ihnen den Link zur Stunde und eine kurze Anleitung per E-Mail. ${AFTER_TRIAL_LESSON}`,
} as const;

/** 'Minecraft Mods und Roblox Studio ab 10 Jahren, Internet-Führerschein ab 6': the courses by their youngest age. */
const holidayCoursesByAge = [...new Set(holidayCourses.map((course) => course.about.recommendedAgeMin))]
  .sort((a, b) => b - a)
  .map((age, index) => {
    const titles = holidayCourses.filter((course) => course.about.recommendedAgeMin === age).map((course) => course.shortTitle);
    return `${listGerman(titles)} ab ${age}${index === 0 ? ' Jahren' : ''}`;
  })
  .join(', ');

export const holidayPageContent = {
  description: `Programmieren in den Oster- und Sommerferien: eine Woche, täglich ${LESSON_MINUTES} Minuten live online, für ${formatEuro(HOLIDAY_COURSE_PRICE)}. ${holidayCoursesByAge}.`,
  title: 'Ferienkurse: eine Woche programmieren in den Ferien',
  /** With the prices of the runs on offer (lib/offer/): one price, or the lowest and the highest. */
  intro: (prices: readonly number[]) => {
    const low = prices.length > 0 ? Math.min(...prices) : HOLIDAY_COURSE_PRICE;
    const high = prices.length > 0 ? Math.max(...prices) : HOLIDAY_COURSE_PRICE;
    const price = low === high ? `Jeder Kurs kostet ${formatEuro(low)}.` : `Ein Kurs kostet je nach Termin ${formatEuro(low)} bis ${formatEuro(high)}.`;
    return `Eine Ferienwoche, jeden Tag ${LESSON_MINUTES}\u00a0Minuten live online: In unseren Ferienkursen bauen Kinder eigene Minecraft-Mods oder Roblox-Spiele oder machen ihren Internet-Führerschein. ${price}`;
  },
  /** A run that is booked out, beside its dates. */
  fullRun: 'ausgebucht',
  formHeading: 'Ferienkurs anfragen',
  formIntro: 'Wählen Sie einen Kurs und schreiben Sie uns. Wir melden uns mit den nächsten Terminen und freien Plätzen.',
} as const;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const funnelUpdatedAt = '2026-11-24';
