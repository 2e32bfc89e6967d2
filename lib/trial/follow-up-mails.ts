import type { SendMailOptions } from 'nodemailer';
import { courseById } from '@/content/courses';
import { GROUP_SIZE } from '@/content/lessons';
import type { Course } from '@/content/schema';
import { trialAfterLessonCopy as copy, trialMailCopy } from '@/content/trial-mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { SKIP } from '@/lib/outbox/relay';
import { nextTrialDates } from './dates';
import { trialDayLabel } from './link-views';
import type { MailBlock } from './mail-layout';
import { FOLLOW_UP_TEMPLATES } from './rows';
import { parentEnvelope, parentRecipient, parentSignOff, type ParentMailContext } from './parent-mails';
import type { TrialSeats, TrialSignup } from './seats';

/**
 * The next step for every family after the trial lesson (DECISIONS.md, fifth round, "The team's room"), built when its
 * queue row is due (lib/trial/marks.ts queues them) and read against the seat as it is then: the teacher's
 * recommendation for a child who came, the offer of a new date for a child who did not. Each is the trial's own
 * service: no other advertising, and a link after which the family gets no more mail about this trial.
 */

/** One of the next trial dates, as the offer of a new date lists it. */
export interface OfferedDate {
  date: string;
  full: boolean;
}

/** A line of text the team typed (the teacher's note): line breaks kept, control and direction characters gone. */
const teamWords = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cf}\u2028\u2029]|[^\P{Cc}\n]/gu, ' ')
    .trim();

/** The course's facts, each read from the catalogue (content/courses.ts, content/lessons.ts). */
export function courseFacts(course: Course): string[] {
  const { about, courseInfo } = course;
  const prerequisites = course.prerequisiteIds.map((id) => courseById(id)?.title).filter((title): title is string => Boolean(title));
  return [
    copy.level(course.courseId),
    copy.ages(about.recommendedAgeMin, about.recommendedAgeMax),
    copy.length(about.durationInMonths, courseInfo.frequency, courseInfo.duration),
    copy.group(courseInfo.type, GROUP_SIZE.min, GROUP_SIZE.max),
    ...(prerequisites.length ? [copy.prerequisite(prerequisites.join(' oder '))] : []),
  ];
}

/** The quiet line at the end of both mails: no more mail about this trial. */
const stopLine = (context: ParentMailContext, signupId: string): MailBlock => ({
  kind: 'small',
  text: copy.stop,
  link: { label: copy.stopLink, url: context.links.url('stop', signupId) },
});

/**
 * The same stop as a mail program's own button (RFC 2369, RFC 8058): List-Unsubscribe names the stop link, and
 * List-Unsubscribe-Post says a POST to it stops at once (app/api/trial/keine-emails, reached through proxy.ts).
 */
export const oneClickHeaders = (context: ParentMailContext, signupId: string): Pick<SendMailOptions, 'list' | 'headers'> => ({
  list: { unsubscribe: context.links.url('stop', signupId) },
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

/**
 * To the parents of a child who came: the course the teacher recommends with its facts and a link to its page, the
 * teacher's note if there is one, and the way into the booking wizard with that course chosen and the trial as its
 * origin. The child's name is not in it (nothing typed into the signup form is).
 */
export function recommendationMail(record: OutboxRecord, context: ParentMailContext, { course, note }: { course: Course; note?: string }): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const signupId = record.params.signup_id ?? '';
  if (!signupId) throw new Error('Empfehlung: Anmeldung fehlt');
  const words = note ? teamWords(note) : '';
  const blocks: MailBlock[] = [
    { kind: 'p', text: trialMailCopy.greeting },
    { kind: 'p', text: copy.thanks(trialDayLabel(date)) },
    { kind: 'p', text: course.title, strong: true },
    { kind: 'p', text: course.shortDescription },
    ...(words ? ([{ kind: 'h', text: copy.noteHeading }, { kind: 'p', text: words }] satisfies MailBlock[]) : []),
    { kind: 'h', text: copy.factsHeading },
    { kind: 'list', items: courseFacts(course) },
    { kind: 'h', text: copy.learnsHeading },
    { kind: 'list', items: course.courseContents.map((content) => `${content.title}: ${content.description}`) },
    { kind: 'textLink', label: copy.coursePage(course.title), url: `${context.siteUrl}/courses/${course.id}` },
    { kind: 'h', text: copy.bookHeading },
    { kind: 'p', text: copy.book },
    { kind: 'link', label: copy.bookButton(course.title), url: context.links.bookingUrl(signupId, course.id) },
    { kind: 'p', text: copy.unsure },
    ...parentSignOff,
    stopLine(context, signupId),
  ];
  return { ...parentEnvelope(record, context, email, copy.recommendationSubject, blocks), ...oneClickHeaders(context, signupId) };
}

/**
 * To the parents of a child marked "Nicht gekommen", at 10:00 the next day: a kind offer to catch up on one of the next
 * trial dates (listed, full ones said so) through the move link, which takes a missed seat (lib/trial/seats.ts).
 */
export function missedMail(record: OutboxRecord, context: ParentMailContext, dates: readonly OfferedDate[]): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const signupId = record.params.signup_id ?? '';
  if (!signupId) throw new Error('Neuer Termin: Anmeldung fehlt');
  const blocks: MailBlock[] = [
    { kind: 'p', text: trialMailCopy.greeting },
    { kind: 'p', text: copy.missed(trialDayLabel(date)) },
    { kind: 'p', text: copy.offer },
    ...(dates.length
      ? ([
          { kind: 'h', text: copy.datesHeading },
          { kind: 'list', items: dates.map((offered) => (offered.full ? copy.dateFull(trialDayLabel(offered.date)) : trialDayLabel(offered.date))) },
        ] satisfies MailBlock[])
      : []),
    { kind: 'link', label: copy.moveButton, url: context.links.url('move', signupId) },
    { kind: 'p', text: copy.seatsOnPage },
    { kind: 'p', text: copy.technique },
    ...parentSignOff,
    stopLine(context, signupId),
  ];
  return { ...parentEnvelope(record, context, email, copy.missedSubject(trialDayLabel(date)), blocks), ...oneClickHeaders(context, signupId) };
}

/** Whether the seat is still the one the row was queued for: booked, on that date, and the family wants mail. */
const stillFor = (signup: TrialSignup | undefined, record: OutboxRecord): signup is TrialSignup =>
  signup?.status === 'booked' && signup.date === record.params.trial_date && !signup.mailStopped;

/**
 * What the relay sends for a row after the lesson, or SKIP: a recommendation only while the seat is marked "came" with
 * a course of the catalogue, the offer of a new date only while it is marked "missed"; neither for a seat cancelled or
 * moved since, or a family that stopped the mails. Undefined for any other row.
 */
export async function followUpMessage(
  record: OutboxRecord,
  { seats, parent, now = new Date() }: { seats: TrialSeats; parent: ParentMailContext; now?: Date },
): Promise<SendMailOptions | typeof SKIP | undefined> {
  if (record.templateId !== FOLLOW_UP_TEMPLATES.recommendation && record.templateId !== FOLLOW_UP_TEMPLATES.missed) return undefined;
  const signup = await seats.signup(record.params.signup_id ?? '');
  if (!stillFor(signup, record)) return SKIP;
  if (record.templateId === FOLLOW_UP_TEMPLATES.recommendation) {
    const course = signup.attendance === 'came' && signup.recommendedCourse !== undefined ? courseById(signup.recommendedCourse) : undefined;
    return course ? recommendationMail(record, parent, { course, ...(signup.teacherNote ? { note: signup.teacherNote } : {}) }) : SKIP;
  }
  if (signup.attendance !== 'missed') return SKIP;
  const dates = nextTrialDates(now).map((trial) => trial.date);
  const left = await seats.seatsLeft(dates);
  return missedMail(record, parent, dates.map((date) => ({ date, full: (left[date] ?? 0) === 0 })));
}
