import { timeRange } from '@/lib/format';
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

/** 'jeden Mittwoch von 17:00 bis 18:30 Uhr' */
export const TRIAL_WHEN = `jeden ${trial.weekdayName} von ${TRIAL_TIME.replace('–', ' bis ')} Uhr`;

/** 'Jeden Mittwoch von 17:00 bis 18:30 Uhr', to begin a sentence. */
export const TRIAL_WHEN_CAPITALIZED = `J${TRIAL_WHEN.slice(1)}`;

/** The free weekly trial lesson, as used by the date rule, the signup page and the calendar file. */
export const trialSlot = {
  weekday: trial.weekday,
  hour: Number(trial.start.slice(0, 2)),
  minute: Number(trial.start.slice(3)),
  durationMinutes: trial.minutes,
} as const;

export const trialBullets = [
  `Jeden ${trial.weekdayName}, ${TRIAL_TIME}\u00a0Uhr`,
  `Eine ganze Unterrichtsstunde: ${trial.minutes}\u00a0Minuten`,
  'Kostenlos und unverbindlich',
];
