import { icsEvent } from '@/lib/calendar/ics';

describe('icsEvent', () => {
  const ics = icsEvent(
    {
      uid: 'probestunde-2027-01-06@www.codingstars.de',
      start: new Date('2027-01-06T16:00:00Z'),
      durationMinutes: 90,
      summary: 'Kostenlose Probestunde bei CodingStars',
      description: `Online-Probestunde (90 Minuten). Absagen: https://www.codingstars.de/start/signup/absagen?token=${'x'.repeat(43)}; Fragen, Wünsche: anrufen`,
      location: 'Online',
      url: 'https://www.codingstars.de/start/signup',
    },
    new Date('2026-12-17T09:00:00Z'),
  );
  const lines = ics.split('\r\n');

  it('puts the lesson at Berlin wall-clock time with its VTIMEZONE (RFC 5545)', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20270106T170000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20270106T183000');
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:VTIMEZONE/);
    expect(lines).toContain('METHOD:PUBLISH');
  });

  it('folds every line at 75 octets, ends lines with CRLF and escapes text', () => {
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toMatch(/[^\r]\n/);
    const description = ics.slice(ics.indexOf('DESCRIPTION:')).split('\r\n').reduce((text, line, i) => (i === 0 ? line : line.startsWith(' ') ? text + line.slice(1) : text), '');
    expect(description).toContain('Fragen\\, Wünsche: anrufen');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
  });
});
