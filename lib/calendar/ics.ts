import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { TIME_ZONE } from './dates';

interface CalendarEvent {
  uid: string;
  /** How often this event (this UID) was changed: a calendar app replaces its entry when the number rises. */
  sequence?: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  url: string;
}

/**
 * One VEVENT at Berlin wall-clock time (`DTSTART;TZID=Europe/Berlin`) with its VTIMEZONE, as RFC 5545 asks: written by
 * ical-generator (escaping, CRLF, lines folded at 75 octets), the time zone rules from @touch4it/ical-timezones, and
 * the instant turned into Berlin time by Luxon, so calendars in any zone show the lesson at the right hour.
 */
export function icsEvent(event: CalendarEvent, now = new Date()): string {
  const calendar = ical({ prodId: '//CodingStars//Probestunde//DE', method: ICalCalendarMethod.PUBLISH, timezone: { name: TIME_ZONE, generator: getVtimezoneComponent } });
  const start = DateTime.fromJSDate(event.start).setZone(TIME_ZONE);
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence ?? 0,
    start,
    end: start.plus({ minutes: event.durationMinutes }),
    timezone: TIME_ZONE,
    stamp: now,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
  });
  return calendar.toString();
}
