import { formatLongDate } from '../lib/calendar/dates';
import type { TrialDate } from '../lib/trial/time';

/** What a page shows for a trial date, e.g. 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr' (the time written out here, not derived). */
export const trialDateText = (trial: TrialDate) => `${formatLongDate(new Date(trial.start))}, 17:00–18:30 Uhr`;
