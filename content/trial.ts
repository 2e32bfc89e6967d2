import { siteConfig } from './site';

/** Length of the trial lesson on /start/signup (spec §9; the prices page's package says 90 minutes). */
export const TRIAL_SIGNUP_MINUTES = 45;

/** The free weekly trial lesson, as used by the date rule and the signup page. */
export const trialSlot = {
  weekday: siteConfig.trial.weekday,
  hour: siteConfig.trial.hour,
  minute: siteConfig.trial.minute,
  durationMinutes: TRIAL_SIGNUP_MINUTES,
} as const;

export const trialBullets = [
  'Jeden Mittwoch um 17:00 Uhr',
  'Kostenlos und unverbindlich',
  `${TRIAL_SIGNUP_MINUTES} Minuten`,
];
