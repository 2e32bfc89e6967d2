import { privacyPolicyFor } from '@/content/legal/datenschutz';

// /datenschutz says exactly what the cookieless counting keeps (lib/numbers/), whichever way enquiries travel.
describe.each(['emailjs', 'relay', 'store'] as const)('the privacy page with %s', (delivery) => {
  const policy = privacyPolicyFor({ delivery, retentionDays: 180 });
  const section = policy.sections.find((entry) => entry.id === 'zaehlung-ohne-cookies')!;
  const text = JSON.stringify(section);

  it('names each thing counted: day, page, kind of source, device class, a finished quiz', () => {
    expect(section.heading).toBe('Zählung der Seitenaufrufe ohne Cookies');
    expect(section.list).toEqual([
      expect.stringMatching(/^der Tag des Aufrufs \(ohne Uhrzeit\)/),
      expect.stringMatching(/^die aufgerufene Seite/),
      expect.stringMatching(/^die Herkunft: .*Suchmaschine.*sozialen Netzwerks.*verweisenden Website.*utm_source.*„intern“.*„direkt“/),
      expect.stringMatching(/^die Geräteklasse: Smartphone oder größer/),
      expect.stringMatching(/^ein beendetes Quiz \(ohne Antworten und Ergebnis\)/),
    ]);
  });

  it('says that nothing identifies a visitor and why no consent is asked', () => {
    for (const says of [
      /keine Cookies, speichern nichts in Ihrem Browser und lesen dort nichts aus/,
      /Ihre IP-Adresse, die Browserkennung \(User-Agent\), die Uhrzeit und jede Kennung.*speichern wir dafür nicht, auch nicht verschlüsselt oder als Prüfsumme/,
      /nichts auf Ihrem Gerät gespeichert oder daraus ausgelesen wird, was über die Anfrage selbst hinausgeht, fragen wir für die Zählung nicht nach Ihrer Einwilligung/,
      /Art\. 6 Abs\. 1 lit\. f DSGVO/,
      /Google Analytics nutzen wir weiterhin nur mit Ihrer Einwilligung/,
    ]) {
      expect(text).toMatch(says);
    }
  });

  it('still puts Google Analytics behind consent', () => {
    expect(JSON.stringify(policy.sections.find((entry) => entry.id === 'google-analytics-und-google-ads'))).toMatch(/Nur wenn Sie im Cookie-Banner „Alle Akzeptieren“ wählen/);
  });
});
