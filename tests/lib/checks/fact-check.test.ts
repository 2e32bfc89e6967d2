import { faqItems, faqPageDescription } from '@/content/faq';
import { pricesPageContent } from '@/content/packages';
import { allowedFacts, findFactViolations, findPriceViolations, findTrialDateViolations } from '@/lib/checks/fact-check';
import { faqJsonLd } from '@/lib/seo/json-ld';

const facts = allowedFacts();
const rulesIn = (text: string) => findFactViolations(text, facts).map((v) => v.rule);

describe('allowed facts come from the constants', () => {
  it('minutes, units, times, terms and euros', () => {
    expect([...facts.minutes].sort((a, b) => a - b)).toEqual([5, 45, 90, 720]);
    expect([...facts.units].sort((a, b) => a - b)).toEqual([1, 2, 20, 40, 78, 234]);
    expect([...facts.sessionMinutes]).toEqual([90]);
    expect(facts.trialMinutes).toBe(90);
    expect([...facts.clockTimes]).toEqual(expect.arrayContaining(['15:15', '17:45', '17:00', '18:30', '10:00', '11:30', '18:00', '19:30', '16:00', '08:00', '14:00']));
    expect([...facts.months].sort((a, b) => a - b)).toEqual([3, 6, 12, 24, 36]);
    expect(facts.euroCents.has(1415)).toBe(true);
    expect(facts.euroCents.has(1050)).toBe(false);
  });
});

describe('findFactViolations', () => {
  it.each([
    ['90 Minuten', []],
    ['90\u00a0Minuten, zwei Einheiten von je 45 Minuten', []],
    ['45 Minuten Einheit und 60 Minuten', ['Dauer in Minuten']],
    ['eine Stunde lang', ['Dauer in Stunden']],
    ['1,5 Stunden', []],
    ['zwei oder drei Einheiten am Stück', ['Anzahl Einheiten']],
    ['drei Einheiten am Stück', ['Anzahl Einheiten']],
    ['jeden Mittwoch von 17:00 bis 18:30 Uhr', []],
    ['um 17:00 Uhr, 30 Minuten', ['Dauer in Minuten']],
    ['bis 17:45 Uhr', []],
    ['ab 16:30 Uhr', ['Uhrzeit']],
    ['um 16:00 Uhr (die Erinnerung am Tag der Probestunde)', []],
    ['um 17 Uhr', []],
    ['um 9 Uhr', ['volle Stunde']],
    ['ab 14,15 € pro Einheit', []],
    ['zwischen 10,50 Euro und 15 Euro', ['Eurobetrag', 'Eurobetrag']],
    ['1.296\u00a0€ alle 12 Monate', []],
    ['3.312 € alle 36 Monate, kündbar zum Ende des 24. Monats', []],
    ['Mindestlaufzeit 18 Monate', ['Laufzeit in Monaten']],
    ['159 € und 350 EUR', []],
    ['ein iPad im Wert von 399 €', []],
    ['249 €', ['Eurobetrag']],
  ])('%s → %j', (text, expected) => {
    expect(rulesIn(text)).toEqual(expected);
  });

  it('names where it found the fact', () => {
    expect(findFactViolations('Eine Einheit kostet 10,50 Euro.', facts)[0]?.found).toContain('10,50 Euro');
  });

  it('the FAQ, its structured data and the /preise and /faq meta descriptions state only derived facts', () => {
    const faqText = faqItems.flatMap((item) => [item.question, ...item.answer]).join('\n');
    expect(findFactViolations(faqText, facts)).toEqual([]);
    expect(findFactViolations(JSON.stringify(faqJsonLd(faqItems)), facts)).toEqual([]);
    expect(findFactViolations(`${pricesPageContent.description}\n${faqPageDescription}`, facts)).toEqual([]);
  });
});

describe('a sentence about the trial states the trial’s length only (trial.minutes)', () => {
  it.each([
    // 45 minutes is a unit's length and allowed page-wide; next to 'Probe…' it is a wrong trial length.
    ['Probestunde: 45 Minuten', ['Dauer der Probestunde']],
    ['Der Probetermin dauert 45 Min. und ist kostenlos.', ['Dauer der Probestunde']],
    ['Im Probeunterricht (eine Stunde lang) lernt Ihr Kind die Gruppe kennen.', ['Dauer in Stunden', 'Dauer der Probestunde']],
    ['Die Probestunde ist eine Unterrichtsstunde von 90 Minuten.', []],
    ['Probestunde: 1,5 Stunden, zwei Einheiten von je 45 Minuten.', []],
    // Only the sentence that names the trial counts: the next one may give a unit's length.
    ['Die Probestunde dauert 90 Minuten. Eine Unterrichtseinheit dauert 45 Minuten.', []],
    ['Kostenlose Probestunde\nEine Einheit dauert 45 Minuten', []],
  ])('%j → %j', (text, expected) => {
    expect(rulesIn(text)).toEqual(expected);
  });
});

describe('counts of units in any context', () => {
  it.each([
    ['78 Einheiten', []],
    ['234 Unterrichtseinheiten in 36 Monaten', []],
    ['1 kostenlose Einheit für jede Freundin', []],
    ['1 Gratis-Einheit pro geworbenem Freund', []],
    ['eine Einheit kostet 14,15 €', []],
    ['80 Einheiten im Jahr', ['Anzahl Einheiten']],
    ['3 Gratis-Einheiten pro Freund', ['Anzahl Einheiten']],
    ['vier Unterrichtseinheiten', ['Anzahl Einheiten']],
  ])('%j → %j', (text, expected) => {
    expect(rulesIn(text)).toEqual(expected);
  });
});

describe('ISO 8601 durations (JSON-LD, calendar file) equal a session length', () => {
  it.each([
    ['{"duration":"PT90M"}', []],
    ['DURATION:PT1H30M', []],
    ['{"duration":"PT45M"}', ['ISO-Dauer']],
    ['{"duration":"PT1H"}', ['ISO-Dauer']],
    ['{"duration":"PT90M30S"}', ['ISO-Dauer']],
  ])('%s → %j', (text, expected) => {
    expect(rulesIn(text)).toEqual(expected);
  });
});

describe('findPriceViolations (JSON-LD prices)', () => {
  it('accepts prices of the table and flags others', () => {
    expect(findPriceViolations({ offers: { price: 1296 } }, facts)).toEqual([]);
    expect(findPriceViolations([{ offers: [{ price: 159 }, { price: '10.5' }] }], facts)).toEqual([{ rule: 'JSON-LD-Preis', found: '10.5' }]);
  });
});

describe('findTrialDateViolations: a named trial date is a Wednesday that is a Berlin lesson day', () => {
  it.each([
    ['Nächster Termin: Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr', []],
    ['Nächster Termin: Mittwoch,\u00a025. November 2026', []],
    ['Nächster Termin: Mittwoch, 23. Dezember 2026, 17:00–18:30 Uhr', ['Mittwoch, 23. Dezember 2026']],
    ['Mittwoch, 8. März 2028', ['Mittwoch, 8. März 2028']],
    ['Mittwoch, 19. Mai 2027', ['Mittwoch, 19. Mai 2027']],
    ['Donnerstag, 7. Januar 2027', ['Donnerstag, 7. Januar 2027']],
    ['Mittwoch, 16. August 2028', ['Mittwoch, 16. August 2028']],
    ['DTSTART;TZID=Europe/Berlin:20270106T170000', []],
    ['DTSTART;TZID=Europe/Berlin:20261223T170000', ['DTSTART;TZID=Europe/Berlin:20261223T']],
    ['Ferienkurs: Mo, 22.03. – Do, 25.03.2027', []],
  ])('%s → %j', (text, expected) => {
    expect(findTrialDateViolations(text).map((v) => v.found)).toEqual(expected);
  });
});
