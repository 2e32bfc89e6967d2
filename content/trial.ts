import { timeRange } from './format';
import { LESSON_MINUTES, UNITS_PER_LESSON } from './lessons';

/**
 * The free trial: one regular group lesson every Wednesday, 17:00 to 18:30 Berlin time (DECISIONS.md, "Facts the
 * operator has settled"). Pages, the FAQ, the AGB, the calendar file and the date rule read it from here.
 */
export const trial = {
  /** 0 = Sunday … 6 = Saturday */
  weekday: 3,
  weekdayName: 'Mittwoch',
  start: '17:00',
  minutes: LESSON_MINUTES,
  units: UNITS_PER_LESSON,
} as const;

/** '17:00–18:30' */
export const TRIAL_TIME = timeRange(trial.start, trial.minutes);

/** 'mittwochs': not "jeden Mittwoch", since there is no trial in the school holidays or on a public holiday. */
const WEEKDAY_ADVERB = `${trial.weekdayName.toLowerCase()}s`;

/** 'mittwochs von 17:00 bis 18:30 Uhr' */
export const TRIAL_WHEN = `${WEEKDAY_ADVERB} von ${TRIAL_TIME.replace('–', ' bis ')} Uhr`;

/** 'Mittwochs von 17:00 bis 18:30 Uhr', to begin a sentence. */
export const TRIAL_WHEN_CAPITALIZED = `${TRIAL_WHEN.charAt(0).toUpperCase()}${TRIAL_WHEN.slice(1)}`;

/** 'Mittwoch, 17:00–18:30 Uhr': where the next date stands until the visitor's browser has computed it. */
export const TRIAL_DAY_AND_TIME = `${trial.weekdayName}, ${TRIAL_TIME}\u00a0Uhr`;

/** When there is no trial (content/lesson-calendar.ts), to follow TRIAL_WHEN. */
export const TRIAL_SCHOOL_DAYS_ONLY = 'außer in den Berliner Schulferien und an Feiertagen';

/** The free weekly trial lesson, as used by the date rule, the signup page and the calendar file. */
export const trialSlot = {
  weekday: trial.weekday,
  hour: Number(trial.start.slice(0, 2)),
  minute: Number(trial.start.slice(3)),
  durationMinutes: trial.minutes,
} as const;

export const trialBullets = [
  `${trial.weekdayName}s, ${TRIAL_TIME}\u00a0Uhr`,
  `Eine ganze Unterrichtsstunde: ${trial.minutes}\u00a0Minuten`,
  'Kostenlos und unverbindlich',
];

/**
 * After a seat is held (DECISIONS.md, fourth round): when the parents hear from us and when the team gets the day's
 * list, all Berlin time; how long a freed seat is held for the first family on the waitlist. Mails, the privacy page
 * and lib/trial/schedule.ts read them from here.
 */
export const trialFollowUp = {
  /** The first reminder, on the day before the trial. */
  dayBeforeReminder: '17:00',
  /** The second, on the trial day: one hour before the start. */
  sameDayReminder: '16:00',
  /** The team's list of the day's children, on the trial day. */
  teamList: '08:00',
  /** A freed seat is held for the first family on the waitlist this long … */
  waitlistHoldHours: 12,
  /** … but never past this time on the trial day; a seat freed later is open to anyone. */
  waitlistLastOffer: '14:00',
  /** A family whose child did not come hears from us on the next day at this time, with the offer of a new date. */
  missedMail: '10:00',
} as const;
