import { countWord, formatEuro, formatPercent, listGerman } from '../format';
import { packagePayment, packageTerm } from '../package-terms';
import { GROUP_SIZE, LESSON_MINUTES, UNIT_MINUTES, UNITS_PER_LESSON } from '../lessons';
import { GIRLS_COURSE_DISCOUNT_PERCENT, packages, REFERRAL_FREE_UNITS } from '../packages';
import type { LegalDocument, MembershipPackage } from '../schema';
import { companyPostalAddress, siteConfig } from '../site';
import { trial, TRIAL_WHEN } from '../trial';

/** '3, 6, 12 oder 36' */
const termsList = listGerman(packages.flatMap((pkg) => pkg.minimumDurationMonths ?? [])).replace(/ und (\d+)$/, ' oder $1');

const { company, email, phoneDisplay, phoneHours } = siteConfig;

/** Packages whose first binding term ends before their minimum term (§ 309 Nr. 9 BGB), e.g. CodingStars+. */
const earlyCancellation = packages.filter((pkg) => pkg.firstCancellationMonth);

/** One line of the package list in § 5, from the price table. */
const packageLine = (pkg: MembershipPackage) =>
  `${pkg.title}: ${formatEuro(pkg.pricePerWeek)} pro Woche, abgerechnet mit ${packagePayment(pkg)}; ${packageTerm(pkg)}${pkg.firstCancellationMonth ? ' (zur Kündigung siehe § 7)' : ''}.`;

/** Allgemeine Geschäftsbedingungen für Mitgliedschaften und die kostenlose Probestunde (Verbraucherverträge). */
export const terms: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  intro: [
    'Diese Allgemeinen Geschäftsbedingungen regeln, was für Mitgliedschaften und die kostenlose Probestunde bei CodingStars gilt: wie ein Vertrag zustande kommt, welche Leistungen Ihr Kind erhält, was sie kosten und wie Sie kündigen können. Bitte lesen Sie sie vor der Buchung in Ruhe durch.',
  ],
  updated: '2026-11-29',
  sections: [
    {
      id: 'geltungsbereich-und-anbieter',
      heading: '§ 1 Geltungsbereich und Anbieter',
      paragraphs: [
        'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Online-Kurse (Mitgliedschaften) und für die kostenlose Probestunde, die über die Website von CodingStars geschlossen werden.',
        `Anbieter und Ihr Vertragspartner ist die ${companyPostalAddress}, vertreten durch den Geschäftsführer ${company.managingDirector}, eingetragen im Handelsregister beim ${company.registerCourt} unter ${company.registerNumber} (im Folgenden „${siteConfig.name}“ oder „wir“). Sie erreichen uns per E-Mail unter ${email} und telefonisch unter ${phoneDisplay} (${phoneHours}). Weitere Angaben finden Sie im [Impressum](/impressum).`,
        'Unser Angebot richtet sich an Verbraucherinnen und Verbraucher im Sinne von § 13 BGB. Vertragspartner ist die buchende Person (im Folgenden „Sie“). Die Person, die am Unterricht teilnimmt, bezeichnen wir im Folgenden als „Ihr Kind“ oder „Teilnehmende“.',
        'Individuelle Vereinbarungen mit Ihnen haben stets Vorrang vor diesen AGB (§ 305b BGB).',
      ],
    },
    {
      id: 'vertragsschluss',
      heading: '§ 2 Vertragsschluss',
      paragraphs: [
        'Die Darstellung unserer Kurse und Pakete auf der Website ist noch kein verbindliches Angebot, sondern eine Einladung an Sie, eine Buchung vorzunehmen.',
        'Unsere Kurse richten sich an Kinder und Jugendliche von 6 bis 18 Jahren. Für Minderjährige kann ausschließlich ein Elternteil oder eine andere sorgeberechtigte Person buchen; Minderjährige selbst können keinen Vertrag mit uns schließen. Mit der Buchung bestätigen Sie, dass Sie volljährig und berechtigt sind, Ihr Kind anzumelden.',
        'Vertragssprache ist Deutsch. Wir speichern den Vertragstext nach Vertragsschluss. Die Einzelheiten Ihrer Buchung erhalten Sie mit unserer Bestätigung per E-Mail; diese AGB können Sie jederzeit auf dieser Seite abrufen, speichern und ausdrucken.',
        'Der Vertrag kommt wie folgt zustande:',
      ],
      list: [
        'Sie füllen das Buchungsformular auf unserer Website aus: Sie wählen Kurs und Paket und geben Ihre Kontakt- und Rechnungsdaten, die Angaben zu Ihrem Kind sowie die gewünschte Zahlungsart an.',
        'Vor dem Absenden können Sie alle Angaben prüfen und Eingabefehler jederzeit korrigieren, indem Sie zu einem früheren Schritt des Formulars zurückkehren.',
        'Sie bestätigen, dass Sie diese AGB akzeptieren und die [Datenschutzerklärung](/datenschutz) zur Kenntnis genommen haben.',
        'Mit einem Klick auf die Schaltfläche „Jetzt zahlungspflichtig buchen“ geben Sie ein verbindliches Angebot zum Abschluss des Vertrags ab.',
        'Wir bestätigen Ihnen den Eingang Ihrer Buchung unverzüglich per E-Mail. Diese Eingangsbestätigung ist noch keine Annahme Ihres Angebots, es sei denn, wir erklären darin ausdrücklich die Annahme.',
        'Der Vertrag kommt zustande, sobald wir Ihre Buchung per E-Mail bestätigen (Buchungsbestätigung).',
      ],
    },
    {
      id: 'leistungen',
      heading: '§ 3 Leistungen',
      paragraphs: [
        'CodingStars unterrichtet Kinder und Jugendliche im Programmieren. Der Inhalt der einzelnen Kurse ergibt sich aus der Kursbeschreibung auf unserer Website zum Zeitpunkt der Buchung. Wochentag und Uhrzeit der Gruppe Ihres Kindes teilen wir Ihnen mit der Buchungsbestätigung mit.',
        'Kurse aus Level 3 kann Ihr Kind nur belegen, wenn es den zugehörigen Kurs aus Level 2 abgeschlossen hat. Unser Mädchenkurs steht ausschließlich Mädchen und Kindern offen, die sich als weiblich identifizieren.',
        'Wir schulden die sorgfältige Durchführung des Unterrichts, nicht einen bestimmten Lernerfolg.',
        'Ist eine Lehrkraft verhindert, setzen wir eine Vertretung ein. Fällt ein Termin aus Gründen aus, die wir zu vertreten haben, holen wir ihn nach; ist das nicht möglich, erstatten wir Ihnen den darauf entfallenden Anteil des Preises. Einen Wechsel der Lehrkraft oder das Zusammenlegen von Gruppen behalten wir uns vor, wenn dies aus organisatorischen Gründen erforderlich und für Sie zumutbar ist. Ist eine Änderung von Wochentag oder Uhrzeit für Sie nicht zumutbar, können Sie den Vertrag aus wichtigem Grund kündigen.',
        'Unsere Leistungen im Überblick:',
      ],
      list: [
        `Unterricht einmal pro Woche live online, je Termin ${LESSON_MINUTES} Minuten, das sind ${countWord(UNITS_PER_LESSON)} Unterrichtseinheiten zu je ${UNIT_MINUTES} Minuten.`,
        `Kleine Gruppen mit mindestens ${GROUP_SIZE.min} und höchstens ${GROUP_SIZE.max} Teilnehmenden.`,
        'Unterricht durch zertifizierte Lehrkräfte.',
        'Unterrichtssprache ist Deutsch.',
      ],
    },
    {
      id: 'kostenlose-probestunde',
      heading: '§ 4 Kostenlose Probestunde',
      paragraphs: [
        `Bevor Sie eine Mitgliedschaft buchen, kann Ihr Kind kostenlos an einer Probestunde teilnehmen. Die Probestunde ist eine reguläre Unterrichtsstunde von ${trial.minutes} Minuten in einer Gruppe und findet ${TRIAL_WHEN} statt.`,
        'Die Anmeldung zur Probestunde ist kostenlos und unverbindlich. Sie begründet keine Zahlungspflicht und führt nicht automatisch zu einer Mitgliedschaft; die Probestunde endet, ohne dass Sie etwas kündigen müssen.',
        'Eine Mitgliedschaft kommt nur zustande, wenn Sie diese anschließend ausdrücklich nach § 2 buchen.',
        'Für die Probestunde gelten die Regeln zu den Pflichten der Teilnehmenden (§ 10) und zur Haftung (§ 11) entsprechend.',
      ],
    },
    {
      id: 'preise-pakete-und-rabatte',
      heading: '§ 5 Preise, Pakete und Rabatte',
      paragraphs: [
        'Es gelten die Preise, die zum Zeitpunkt Ihrer Buchung auf unserer Website angegeben sind. Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer von 19 %; Ihre Rechnung weist sie gesondert aus.',
        `Für den Mädchenkurs gewähren wir einen Rabatt von ${formatPercent(GIRLS_COURSE_DISCOUNT_PERCENT)} auf den Paketpreis.`,
        `Empfehlen lohnt sich: Für jede Freundin und jeden Freund, die oder der auf Ihre Empfehlung hin eine kostenpflichtige Mitgliedschaft bei uns bucht, erhält Ihr Kind ${REFERRAL_FREE_UNITS === 1 ? 'eine Unterrichtseinheit' : `${REFERRAL_FREE_UNITS} Unterrichtseinheiten`} kostenlos. Eine Auszahlung in Geld ist nicht möglich.`,
        'Die Pakete im Überblick:',
      ],
      list: packages.filter((pkg) => pkg.minimumDurationMonths !== null).map(packageLine),
    },
    {
      id: 'zahlung',
      heading: '§ 6 Zahlung',
      paragraphs: [
        'Der Paketpreis ist jeweils zu Beginn eines Abrechnungszeitraums im Voraus fällig. Der erste Abrechnungszeitraum beginnt mit dem ersten Unterrichtstermin Ihres Kindes. Für jeden Abrechnungszeitraum erhalten Sie eine Rechnung per E-Mail.',
        'Bei Zahlung per SEPA-Lastschrift erteilen Sie uns ein SEPA-Lastschriftmandat. Wir ziehen den Betrag frühestens am Fälligkeitstag ein und kündigen Ihnen jede Lastschrift spätestens fünf Kalendertage vorher an (Vorabankündigung). Bitte sorgen Sie für ausreichende Deckung Ihres Kontos. Wird eine Lastschrift aus Gründen zurückgegeben, die Sie zu vertreten haben, können wir die uns dadurch tatsächlich entstandenen Bankgebühren verlangen; Ihnen bleibt der Nachweis unbenommen, dass uns kein oder ein geringerer Schaden entstanden ist.',
        'Bei Zahlung per Überweisung finden Sie unsere Bankverbindung auf der Rechnung. Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.',
        'Geraten Sie mit einer Zahlung in Verzug, gelten die gesetzlichen Vorschriften.',
        'Sie können zwischen folgenden Zahlungsarten wählen:',
      ],
      list: ['SEPA-Lastschrift', 'Überweisung', 'Kreditkarte'],
    },
    {
      id: 'laufzeit-und-kuendigung',
      heading: '§ 7 Mindestlaufzeit, Verlängerung und Kündigung',
      paragraphs: [
        `Die Mindestlaufzeit beginnt mit dem ersten Unterrichtstermin Ihres Kindes und beträgt je nach Paket ${termsList} Monate. Während der Mindestlaufzeit ist eine ordentliche Kündigung ausgeschlossen. Sie können mit einer Frist von einem Monat zum Ende der Mindestlaufzeit kündigen.`,
        ...earlyCancellation.map(
          (pkg) =>
            `Abweichend davon können Sie das Paket ${pkg.title} erstmals mit einer Frist von einem Monat zum Ende des ${pkg.firstCancellationMonth}. Monats kündigen und danach jederzeit mit einer Frist von einem Monat.`,
        ),
        'Kündigen Sie nicht zum Ende der Mindestlaufzeit, läuft der Vertrag auf unbestimmte Zeit weiter. Sie können ihn dann jederzeit mit einer Frist von einem Monat kündigen. Die Abrechnung erfolgt weiterhin zum bisherigen Preis im Voraus für den Abrechnungszeitraum Ihres Pakets.',
        'Endet der Vertrag vor dem Ende eines bereits bezahlten Abrechnungszeitraums, erstatten wir Ihnen den Teil des Preises, der auf die Zeit nach Vertragsende entfällt.',
        'Die Mindestlaufzeit endet mit dem Tag vor dem Tag, der dem ersten Unterrichtstermin in seiner Zahl entspricht; gibt es diesen Tag im letzten Monat nicht, mit dem letzten Tag dieses Monats. Ein Beispiel: Ist der erste Unterrichtstermin der 13. Januar 2027, endet eine Mindestlaufzeit von 3 Monaten am 12. April 2027. Eine Frist von einem Monat endet mit dem Tag des nächsten Monats, der in seiner Zahl dem Tag entspricht, an dem Ihre Kündigung bei uns eingeht (bei Eingang am 31. Januar also am 28. Februar).',
        `Am einfachsten kündigen Sie online über die Schaltfläche „[Verträge hier kündigen](/vertraege-kuendigen)“, die unten auf jeder Seite unserer Website steht, ohne Anmeldung. Sie können auch in Textform kündigen, zum Beispiel per E-Mail an ${email} oder per Brief an ${companyPostalAddress}. Wir bestätigen Ihnen den Eingang Ihrer Kündigung sofort mit Datum und Uhrzeit und nennen Ihnen den Tag, an dem der Vertrag endet; steht der erste Unterrichtstermin Ihres Kindes noch nicht fest, nennen wir Ihnen diesen Tag mit der Vertragsbestätigung.`,
        'Für eine ordentliche Kündigung durch uns gelten dieselben Fristen. Das Recht beider Seiten, den Vertrag aus wichtigem Grund ohne Einhaltung einer Frist zu kündigen, bleibt unberührt.',
      ],
    },
    {
      id: 'ferien-feiertage-und-versaeumte-termine',
      heading: '§ 8 Ferien, Feiertage und versäumte Termine',
      paragraphs: [
        'Unser Unterricht folgt dem Berliner Schulkalender: In den Berliner Schulferien und an den gesetzlichen Feiertagen in Berlin findet kein Unterricht statt, auch wenn Ihr Kind in einem anderen Bundesland zur Schule geht. Diese unterrichtsfreien Zeiten sind in den Preisen und in der Anzahl der Termine des jeweiligen Pakets bereits berücksichtigt; sie führen weder zu einer Minderung des Preises noch zu einer Verlängerung der Laufzeit.',
        'Kann Ihr Kind an einem Termin nicht teilnehmen, sagen Sie uns bitte möglichst frühzeitig Bescheid. Für versäumte Termine besteht kein Anspruch auf Erstattung oder Minderung des Preises. Aufzeichnungen versäumter Unterrichtsstunden stellen wir nicht zur Verfügung.',
        'Ihr Kind kann einen versäumten Termin in einer anderen Gruppe nachholen, soweit dort Plätze frei sind. Bitte sprechen Sie uns dazu per E-Mail an.',
        'Fällt ein Termin aus Gründen aus, die wir zu vertreten haben, gilt § 3.',
      ],
    },
    {
      id: 'widerrufsrecht',
      heading: '§ 9 Widerrufsrecht',
      paragraphs: [
        'Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht, über das wir Sie wie folgt belehren:',
        { subheading: 'Widerrufsbelehrung' },
        { subheading: 'Widerrufsrecht' },
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${companyPostalAddress}, Telefon: ${phoneDisplay}, E-Mail: ${email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
        'Sie können Ihren Widerruf auch online über die Schaltfläche „[Vertrag widerrufen](/vertrag-widerrufen)“ erklären, die unten auf jeder Seite unserer Website steht. Den Eingang Ihres Widerrufs bestätigen wir Ihnen dann unverzüglich mit Datum und Uhrzeit per E-Mail.',
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        { subheading: 'Folgen des Widerrufs' },
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
        'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        { subheading: 'Ende der Widerrufsbelehrung' },
        'Hinweis zum vorzeitigen Erlöschen und zum Wertersatz: Beginnt der Unterricht auf Ihren ausdrücklichen Wunsch bereits während der Widerrufsfrist und widerrufen Sie danach, schulden Sie Wertersatz für die bis zum Widerruf erbrachten Leistungen (§ 357a Abs. 2 BGB); haben Sie einen früheren Beginn nicht ausdrücklich verlangt, schulden Sie keinen Wertersatz. Ihr Widerrufsrecht erlischt vorzeitig, wenn wir die Dienstleistung vollständig erbracht haben und Sie vor Beginn ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und Sie Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit vollständiger Vertragserfüllung durch uns erlischt (§ 356 Abs. 4 BGB).',
      ],
      form: {
        title: 'Muster-Widerrufsformular',
        instruction: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        addressee: `An ${companyPostalAddress}, E-Mail: ${email}:`,
        fields: [
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
          'Bestellt am (*)/erhalten am (*)',
          'Name des/der Verbraucher(s)',
          'Anschrift des/der Verbraucher(s)',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          'Datum',
        ],
        footnote: '(*) Unzutreffendes streichen.',
      },
    },
    {
      id: 'pflichten-der-teilnehmenden',
      heading: '§ 10 Pflichten der Teilnehmenden',
      paragraphs: [
        'Damit der Unterricht für alle gut gelingt, sorgen Sie dafür, dass Ihr Kind die technischen Voraussetzungen erfüllt und sich an die unten genannten Regeln hält. Die Aufsichtspflicht für Ihr Kind während des Online-Unterrichts bleibt bei Ihnen.',
        'Störungen, die allein in Ihrem Verantwortungsbereich liegen, etwa eine ausgefallene Internetverbindung oder ein defektes Endgerät, berechtigen nicht zur Minderung des Preises.',
        'Verstößt Ihr Kind wiederholt oder schwerwiegend gegen diese Regeln, können wir es nach einer Abmahnung in Textform von einzelnen Terminen ausschließen. In schweren Fällen können wir den Vertrag aus wichtigem Grund kündigen; für bereits bezahlte Zeiträume nach Vertragsende gilt § 7.',
        'Für die Teilnahme gilt:',
      ],
      list: [
        'Ihr Kind benötigt ein geeignetes Endgerät (in der Regel einen Computer oder Laptop) mit aktuellem Webbrowser, eine stabile Internetverbindung, Lautsprecher oder Kopfhörer sowie ein Mikrofon.',
        'Ihr Kind erscheint pünktlich zu den Terminen.',
        'Alle gehen respektvoll und freundlich miteinander und mit der Lehrkraft um. Beleidigungen, Mobbing und das Teilen unangemessener Inhalte sind nicht erlaubt.',
        'Der Unterricht darf weder in Bild noch in Ton aufgezeichnet werden; auch Bildschirmfotos anderer Teilnehmender sind nicht erlaubt.',
        'Zugangslinks zum Online-Unterricht dürfen nicht an Dritte weitergegeben werden.',
        'Unterrichtsmaterialien dürfen nur für die eigene Teilnahme genutzt und nicht veröffentlicht oder weitergegeben werden.',
      ],
    },
    {
      id: 'haftung',
      heading: '§ 11 Haftung',
      paragraphs: [
        'Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, für Schäden, die auf Vorsatz oder grober Fahrlässigkeit beruhen, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie.',
        'Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht ist unsere Haftung auf den vertragstypischen, bei Vertragsschluss vorhersehbaren Schaden begrenzt. Wesentliche Vertragspflichten sind solche, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen.',
        'Im Übrigen ist unsere Haftung für leicht fahrlässig verursachte Schäden ausgeschlossen.',
        'Diese Haftungsbeschränkungen gelten auch zugunsten unserer gesetzlichen Vertreter, Mitarbeitenden, Lehrkräfte und sonstigen Erfüllungsgehilfen.',
      ],
    },
    {
      id: 'datenschutz',
      heading: '§ 12 Datenschutz',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten von Ihnen und Ihrem Kind nur, soweit dies für die Durchführung des Vertrags erforderlich oder gesetzlich erlaubt ist. Einzelheiten finden Sie in unserer [Datenschutzerklärung](/datenschutz).',
      ],
    },
    {
      id: 'verbraucherstreitbeilegung',
      heading: '§ 13 Online-Streitbeilegung und Verbraucherstreitbeilegung',
      paragraphs: [
        'Wir sind weder bereit noch verpflichtet, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).',
        'Die frühere Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde im Juli 2025 eingestellt und steht nicht mehr zur Verfügung.',
        `Wenn Sie mit uns einmal nicht zufrieden sind, schreiben Sie uns bitte an ${email}. Wir suchen gemeinsam mit Ihnen nach einer Lösung.`,
      ],
    },
    {
      id: 'schlussbestimmungen',
      heading: '§ 14 Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Haben Sie Ihren gewöhnlichen Aufenthalt in einem anderen Staat, bleibt Ihnen der Schutz durch zwingende Verbraucherschutzvorschriften dieses Staates erhalten.',
        'Sind einzelne Bestimmungen dieser AGB ganz oder teilweise unwirksam, bleibt der Vertrag im Übrigen wirksam. An die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften (§ 306 BGB).',
      ],
    },
  ],
};
