import type { LegalDocument } from '../schema';
import { companyPostalAddress, siteConfig, type Processor } from '../site';
import { trialFollowUp } from '../trial';

type Section = LegalDocument['sections'][number];

/** The paths a sent form can take, one text each; lib/email/delivery.mjs picks the one the server runs. */
type EnquiryDelivery = 'emailjs' | 'relay' | 'store';

/** Date of the last revision; also the sitemap's lastModified of /datenschutz. */
export const privacyPolicyUpdated = '2026-11-28';

const throttleNote =
  'Zum Schutz vor massenhaftem Versand speichert Ihr Browser den Zeitpunkt des letzten Versands (siehe „Cookies und Speicher im Browser“).';

/** What the team keeps after the trial lesson (lib/trial/marks.ts), on every path that stores signups. */
const afterLessonKept =
  'Unsere Lehrkraft hält fest, ob Ihr Kind teilgenommen hat; war es dabei, außerdem den Kurs, den sie empfiehlt, und ihre kurze Nachricht an Sie, falls sie eine schreibt. Zu jedem Eintrag speichern wir, wer aus unserem Team ihn wann gespeichert hat.';

/** '180 Tagen' after 'nach'; '180 Tage' as a span ('180 Tage gespeichert', '180 Tage nach …'). */
const days = (count: number) => `${count} ${count === 1 ? 'Tag' : 'Tagen'}`;
const daysSpan = (count: number) => `${count} ${count === 1 ? 'Tag' : 'Tage'}`;

/** How a sent form reaches us: one text per enquiry path (DECISIONS.md, "Enquiry delivery on the operator's own server"). */
function sendingSection(delivery: EnquiryDelivery, retentionDays: number, mailProvider: Processor | undefined): Section {
  switch (delivery) {
    case 'emailjs':
      return {
        id: 'e-mail-versand-ueber-emailjs',
        heading: 'Versand der Formulare über EmailJS',
        paragraphs: [
          'Für die Zustellung der Formularinhalte an unser Postfach nutzen wir den Dienst EmailJS der EmailJS Pte. Ltd., Singapur. Beim Absenden eines Formulars überträgt Ihr Browser die Formularinhalte an die Server von EmailJS, die sie als E-Mail an uns weiterleiten. Dabei erhält EmailJS technisch bedingt auch Ihre IP-Adresse. Solange Sie kein Formular absenden, stellt Ihr Browser keine Verbindung zu EmailJS her.',
          'EmailJS verarbeitet die Daten ausschließlich in unserem Auftrag. Wir haben mit EmailJS einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen. Da für Singapur kein Angemessenheitsbeschluss der Europäischen Kommission besteht, erfolgt die Übermittlung auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO); eine Kopie erhalten Sie auf Anfrage bei uns. Rechtsgrundlage für die Übermittlung ist dieselbe wie für das jeweilige Formular.',
          'Unser eigener Server speichert die Formularinhalte dabei nicht.',
          throttleNote,
        ],
      };
    case 'relay':
      return {
        id: 'versand-ueber-unseren-server',
        heading: 'Versand der Formulare über unseren eigenen Server',
        paragraphs: [
          `Wenn Sie ein Formular absenden, überträgt Ihr Browser die Formularinhalte verschlüsselt an unseren eigenen Server. Unser Server schickt sie über den E-Mail-Anbieter der Akademie${mailProvider ? ` (${mailProvider.name}, ${mailProvider.seat})` : ''} als E-Mail an unser Postfach. Ein anderer Dienst ist nicht beteiligt: Ihr Browser stellt dabei keine Verbindung zu fremden Servern her.`,
          `Damit keine Anfrage verloren geht, speichert unser Server jede Anfrage, bevor er sie weiterschickt, und versucht es später noch einmal, wenn unser E-Mail-Anbieter gerade nicht erreichbar ist. Nach ${days(retentionDays)} löscht unser Server die gespeicherte Anfrage automatisch. Für die E-Mail in unserem Postfach gelten die Fristen aus „Kontakt- und Anfrageformulare“.`,
          'Unser E-Mail-Anbieter verarbeitet die Nachrichten ausschließlich in unserem Auftrag, auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO. Rechtsgrundlage für die Übermittlung ist dieselbe wie für das jeweilige Formular.',
          `Bestätigung der Probestunde: Wenn Sie Ihr Kind zur Probestunde anmelden, schicken wir Ihnen sofort eine Bestätigung an die angegebene E-Mail-Adresse. Sie enthält nur den gewählten Termin mit Uhrzeit, was Ihr Kind für die Stunde braucht, den Termin als Kalenderdatei und je einen Link, mit dem Sie den Platz auf einen anderen Mittwoch verschieben oder wieder freigeben können; Namen oder andere Angaben aus dem Formular wiederholt sie nicht. Damit nicht mehr als zwölf Kinder an einer Stunde teilnehmen und niemand viele Plätze auf einmal belegt, speichern wir zur Anmeldung den Termin, Ihre E-Mail-Adresse und die IP-Adresse, von der die Anmeldung kam (bei IPv6 den Anschluss, also die ersten vier Blöcke), und löschen diese Angaben mit der Anfrage nach ${days(retentionDays)}. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Durchführung der von Ihnen gewünschten Probestunde).`,
          `Erinnerungen: Am Tag vor der Stunde um ${trialFollowUp.dayBeforeReminder} Uhr und am Tag selbst um ${trialFollowUp.sameDayReminder} Uhr schicken wir Ihnen je eine Erinnerung mit Termin, dem Link in den Online-Unterrichtsraum, was Ihr Kind braucht, und den Links zum Verschieben oder Freigeben. Dafür merkt sich unser Server nur, welche Erinnerung zu welcher Anmeldung wann fällig ist; Angaben aus dem Formular stehen nicht darin. Ist der Platz abgesagt oder verschoben, geht für den alten Termin keine Erinnerung mehr hinaus. Verschieben Sie den Platz, ändern wir den Termin Ihrer Anmeldung und schicken Ihnen eine neue Bestätigung.`,
          `Warteliste: Ist ein Termin ausgebucht, können Sie Ihr Kind mit denselben Angaben auf seine Warteliste setzen. Wir speichern dazu dasselbe wie bei einer Anmeldung sowie Ihren Platz in der Reihenfolge und schicken Ihnen eine Bestätigung mit einem Link, mit dem Sie sich jederzeit austragen können. Wird ein Platz frei, bieten wir ihn der Familie an, die am längsten wartet: per E-Mail mit einem Link zum Übernehmen, ${trialFollowUp.waitlistHoldHours} Stunden lang, am Tag der Stunde längstens bis ${trialFollowUp.waitlistLastOffer} Uhr; danach geht das Angebot an die nächste Familie. Die Einträge der Warteliste löschen wir mit den Anmeldungen nach ${days(retentionDays)}.`,
          `Liste für unser Team: Am Tag der Probestunde um ${trialFollowUp.teamList} Uhr schickt unser Server unserem Team eine Liste der angemeldeten Kinder (Vorname, Alter, falls angegeben) mit E-Mail-Adresse und Telefonnummer der Eltern, den freien Plätzen und der Warteliste, damit die Lehrkraft weiß, wer kommt. Rechtsgrundlage ist auch hier Art. 6 Abs. 1 lit. b DSGVO.`,
          `Nach der Probestunde: ${afterLessonKept} War Ihr Kind dabei, schicken wir Ihnen diese Einschätzung per E-Mail: den empfohlenen Kurs mit seinen Eckdaten, die Nachricht der Lehrkraft und einen Link, der die Buchung mit diesem Kurs öffnet. Buchen Sie über diesen Link, vermerken wir bei der Buchung, aus welcher Probestunde sie kommt. Konnte Ihr Kind nicht kommen, schicken wir Ihnen am nächsten Tag um ${trialFollowUp.missedMail} Uhr eine E-Mail mit einem Link, mit dem Sie den Platz auf einen der nächsten Termine verschieben können. Jede dieser beiden E-Mails enthält einen Link, nach dem Sie zu dieser Probestunde keine E-Mails mehr von uns bekommen. Die Einträge löschen wir mit der Anmeldung nach ${days(retentionDays)}. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.`,
          'Die Links in diesen E-Mails speichern wir nirgends: Unser Server berechnet sie aus der Kennung Ihrer Anmeldung und einem geheimen Schlüssel, der nicht in der Datenbank liegt. Alle diese E-Mails sind Mitteilungen zu Ihrer Anmeldung; Werbung enthalten sie nicht.',
          throttleNote,
        ],
      };
    case 'store':
      return {
        id: 'speicherung-auf-unserem-server',
        heading: 'Speicherung der Formulare auf unserem eigenen Server',
        paragraphs: [
          `Wenn Sie ein Formular absenden, überträgt Ihr Browser die Formularinhalte verschlüsselt an unseren eigenen Server. Dort bleibt Ihre Anfrage ${daysSpan(retentionDays)} gespeichert, damit wir sie bearbeiten können; danach löscht unser Server sie automatisch. An andere Anbieter geben wir sie nicht weiter, auch nicht per E-Mail.`,
          `Anmeldung zur Probestunde: Damit nicht mehr als zwölf Kinder an einer Stunde teilnehmen und niemand viele Plätze auf einmal belegt, speichern wir zur Anmeldung den gewählten Termin, Ihre E-Mail-Adresse und die IP-Adresse, von der die Anmeldung kam (bei IPv6 den Anschluss, also die ersten vier Blöcke), und löschen diese Angaben mit der Anfrage. Ist ein Termin ausgebucht, können Sie Ihr Kind mit denselben Angaben auf seine Warteliste setzen; wir speichern dann dasselbe und Ihren Platz in der Reihenfolge und löschen es ebenso. Automatische E-Mails (Bestätigung, Erinnerungen, Angebote der Warteliste) verschicken wir in diesem Betrieb nicht; unser Team meldet sich bei Ihnen.`,
          `Nach der Probestunde: ${afterLessonKept} Damit meldet sich unser Team bei Ihnen, mit einer Kursempfehlung oder dem Angebot eines neuen Termins. Die Einträge löschen wir mit der Anmeldung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.`,
          throttleNote,
        ],
      };
  }
}

/**
 * Datenschutzerklärung nach DSGVO und TDDDG. It names the path enquiries take and how long the server keeps them,
 * so the page is built with the same variables as the server (docs/betrieb.md).
 */
export function privacyPolicyFor({
  delivery,
  retentionDays,
  mailProvider = siteConfig.mailProvider,
}: {
  delivery: EnquiryDelivery;
  retentionDays: number;
  mailProvider?: Processor;
}): LegalDocument {
  const sending = sendingSection(delivery, retentionDays, mailProvider);
  return {
    title: 'Datenschutzerklärung',
    intro: [
      'Der Schutz Ihrer Daten und der Daten Ihres Kindes ist uns wichtig. In dieser Datenschutzerklärung erklären wir in verständlicher Sprache, welche personenbezogenen Daten wir beim Besuch unserer Website, bei Anfragen und bei Buchungen verarbeiten, wozu wir das tun, auf welcher Rechtsgrundlage und welche Rechte Sie haben.',
    ],
    updated: privacyPolicyUpdated,
    sections: [
      {
        id: 'verantwortlicher',
        heading: 'Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
          `${companyPostalAddress}, ${siteConfig.company.country}, vertreten durch den Geschäftsführer ${siteConfig.company.managingDirector}. E-Mail: ${siteConfig.email}, Telefon: ${siteConfig.phoneDisplay}.`,
          `Wir sind gesetzlich nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen. Bei allen Fragen zum Datenschutz schreiben Sie uns bitte an ${siteConfig.email}. Weitere Angaben zu unserem Unternehmen finden Sie im [Impressum](/impressum).`,
        ],
      },
      {
        id: 'ueberblick',
        heading: 'Überblick',
        paragraphs: [
          'Personenbezogene Daten sind alle Angaben, die sich auf eine Person beziehen lassen, etwa Name, E-Mail-Adresse oder IP-Adresse. Wir verarbeiten solche Daten nur, soweit eine Rechtsgrundlage es erlaubt, und nur so lange, wie es für den jeweiligen Zweck nötig ist. Wir verkaufen keine personenbezogenen Daten und treffen keine automatisierten Entscheidungen im Sinne von Art. 22 DSGVO.',
          'Sie können unsere Website nutzen, ohne persönliche Angaben zu machen. Für Anfragen und Buchungen benötigen wir die als Pflichtfeld gekennzeichneten Angaben; ohne sie können wir Ihre Anfrage nicht beantworten und keinen Vertrag mit Ihnen schließen.',
          'Wir verarbeiten Daten in folgenden Fällen:',
        ],
        list: [
          'beim Aufruf der Website (Server-Logdateien und eine Zählung der Seitenaufrufe, die niemanden wiedererkennt),',
          'wenn Sie uns über ein Formular schreiben oder Ihr Kind zur kostenlosen Probestunde anmelden,',
          'wenn Sie eine Mitgliedschaft buchen,',
          'wenn Ihr Browser Einstellungen und Formularentwürfe lokal speichert,',
          'nur mit Ihrer Einwilligung: bei der Reichweitenmessung mit Google Analytics 4 und der Erfolgsmessung unserer Anzeigen mit Google Ads.',
        ],
      },
      {
        id: 'hosting-und-server-logdateien',
        heading: 'Hosting und Server-Logdateien',
        paragraphs: [
          'Bei jedem Aufruf unserer Website übermittelt Ihr Browser technisch bedingt Daten an den Server, auf dem unsere Website betrieben wird. Der Server speichert diese Daten vorübergehend in sogenannten Server-Logdateien.',
          'Wir benötigen diese Daten, um die Website auszuliefern, ihre Stabilität und Sicherheit zu gewährleisten und Angriffe abzuwehren. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb der Website. Wir führen diese Daten nicht mit anderen Daten zusammen.',
          'Die Logdateien werden nach 7 Tagen automatisch gelöscht. Daten, deren weitere Aufbewahrung zur Aufklärung eines konkreten Sicherheitsvorfalls erforderlich ist, löschen wir erst, wenn der Vorfall abschließend geklärt ist.',
          'Soweit wir für das Hosting einen externen Dienstleister einsetzen, verarbeitet dieser die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO.',
          'Gespeichert werden:',
        ],
        list: [
          'die IP-Adresse Ihres Geräts,',
          'Datum und Uhrzeit des Abrufs,',
          'die aufgerufene Adresse (URL),',
          'die Browserkennung (User-Agent), aus der sich Browser, Browserversion und Betriebssystem ergeben.',
        ],
      },
      {
        id: 'zaehlung-ohne-cookies',
        heading: 'Zählung der Seitenaufrufe ohne Cookies',
        paragraphs: [
          'Damit wir wissen, welche Seiten gelesen werden und wie Familien zu uns finden, zählt unser eigener Server die Aufrufe jeder Seite. Dafür setzen wir keine Cookies, speichern nichts in Ihrem Browser und lesen dort nichts aus. Kein anderer Anbieter ist beteiligt.',
          'Gespeichert wird für jede Kombination der unten genannten Angaben nur eine Zahl, etwa „am 5. Januar 40 Aufrufe der Startseite über Google auf Smartphones“. Ihre IP-Adresse, die Browserkennung (User-Agent), die Uhrzeit und jede Kennung, mit der sich ein Besuch oder ein Gerät wiedererkennen ließe, speichern wir dafür nicht, auch nicht verschlüsselt oder als Prüfsumme. Wir sehen also weder, wer eine Seite aufgerufen hat, noch, ob zwei Aufrufe von derselben Person stammen. Aufrufe durch Suchmaschinen und andere Programme zählen wir nicht.',
          'Zeigt Ihr Browser eine weitere Seite an, ohne sie neu zu laden, oder beenden Sie ein Quiz, schickt er unserem Server eine kurze Nachricht mit nichts als der Adresse der Seite (beim Quiz: dass es beendet wurde).',
          'Weil dabei nichts auf Ihrem Gerät gespeichert oder daraus ausgelesen wird, was über die Anfrage selbst hinausgeht, fragen wir für die Zählung nicht nach Ihrer Einwilligung; sie hängt nicht von Ihrer Auswahl im Cookie-Banner ab. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist, unser Angebot anhand der Zahlen zu verbessern. Die Server-Logdateien (siehe oben) sind davon getrennt. Google Analytics nutzen wir weiterhin nur mit Ihrer Einwilligung (siehe unten).',
          'Gezählt werden:',
        ],
        list: [
          'der Tag des Aufrufs (ohne Uhrzeit),',
          'die aufgerufene Seite, etwa „/preise“,',
          'die Herkunft: der Name der Suchmaschine oder des sozialen Netzwerks, die Adresse der verweisenden Website (ohne Unterseite), der Name einer Kampagne aus dem Link (utm_source), „intern“ für einen Link unserer Website oder „direkt“ ohne Verweis,',
          'die Geräteklasse: Smartphone oder größer,',
          'ein beendetes Quiz (ohne Antworten und Ergebnis).',
        ],
      },
      {
        id: 'kontakt-und-anfrageformulare',
        heading: 'Kontakt- und Anfrageformulare',
        paragraphs: [
          'Über die Formulare auf unserer Website können Sie uns eine Anfrage senden, Ihr Kind zur kostenlosen Probestunde anmelden oder Interesse an einem Kurs oder Ferienkurs bekunden.',
          'Wir verwenden Ihre Angaben ausschließlich, um Ihre Anfrage zu beantworten, die Probestunde zu organisieren und Sie zu unseren Kursen zu beraten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, weil Ihre Anfrage der Anbahnung eines Vertrags dient. Bei allgemeinen Anfragen, die nicht auf einen Vertrag gerichtet sind, ist Rechtsgrundlage Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt darin, Ihre Anfrage zu beantworten.',
          `Kommt kein Vertrag zustande, löschen wir Ihre Anfrage spätestens ${daysSpan(retentionDays)} nach unserem letzten Kontakt mit Ihnen. Buchen Sie eine Mitgliedschaft, gelten die Speicherfristen für Buchungen. Für Werbezwecke geben wir Ihre Angaben nicht weiter.`,
          'Verarbeitet werden folgende Angaben:',
        ],
        list: [
          'Vorname und Nachname,',
          'E-Mail-Adresse,',
          'Telefonnummer,',
          'Vorname Ihres Kindes,',
          'der gewählte Kurs und gegebenenfalls der Wunschtermin,',
          'Ihre Nachricht, wenn Sie uns im Kontakt- oder Ferienkursformular freiwillig etwas schreiben,',
          'die Art der Anfrage (zum Beispiel Kontaktanfrage, Anmeldung zur Probestunde oder Ferienkursanfrage).',
        ],
      },
      sending,
      {
        id: 'buchungen',
        heading: 'Buchungen',
        paragraphs: [
          `Wenn Sie über unser Buchungsformular eine Mitgliedschaft buchen, verarbeiten wir Ihre Angaben, um den Vertrag zu schließen und durchzuführen, den Unterricht zu organisieren, Rechnungen zu stellen und Zahlungen abzuwickeln. Die Buchung wird wie eine Anfrage übermittelt (siehe „${sending.heading}“).`,
          'Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO (Abschluss und Durchführung des Vertrags) und Art. 6 Abs. 1 lit. c DSGVO (gesetzliche Aufbewahrungspflichten, insbesondere aus dem Steuer- und Handelsrecht).',
          'Zur Abwicklung der Zahlung geben wir die dafür erforderlichen Daten an das beteiligte Kreditinstitut bzw. den beteiligten Zahlungsdienstleister weiter.',
          'Wir speichern die Daten für die Dauer des Vertrags. Unterlagen, die für Buchhaltung und Steuer relevant sind, etwa Rechnungen und Buchungsbelege, bewahren wir danach so lange auf, wie es § 147 Abgabenordnung und § 257 Handelsgesetzbuch vorschreiben, das heißt bis zu 10 Jahre ab dem Ende des jeweiligen Kalenderjahres. Die übrigen Daten löschen wir, sobald sie für die Abwicklung des Vertrags und etwaige Ansprüche daraus nicht mehr benötigt werden.',
          'Jede Buchung speichern wir mit ihrer Buchungsnummer als eigenen Datensatz in unserer Datenbank und schicken Ihnen sofort eine Eingangsbestätigung mit Ihrer Buchung, unseren AGB und der Widerrufsbelehrung (auch als PDF), nach der Zuteilung zu einer Gruppe die Vertragsbestätigung. Ihre IBAN speichern wir nur verschlüsselt; vollständig sehen sie nur angemeldete Mitarbeiterinnen und Mitarbeiter auf der Seite dieser Buchung, in jeder E-Mail steht sie gekürzt (etwa „DE89 •••• •••• •••• ••30 00“).',
          'Widerruf und Kündigung online: Über „Vertrag widerrufen“ und „Verträge hier kündigen“ (unten auf jeder Seite) nehmen wir Ihre Erklärung ohne Anmeldung entgegen, mit Ihrem Namen, Ihrer E-Mail-Adresse und der Buchungsnummer oder dem Namen Ihres Kindes, bei einer Kündigung auch deren Art, einem Grund und dem gewünschten Ende. Wir speichern die Erklärung mit Datum und Uhrzeit ihres Eingangs, bestätigen sie Ihnen sofort auf der Seite und per E-Mail an die angegebene Adresse und, wenn diese nicht die Adresse der Buchung ist, auch an die Adresse der Buchung, damit niemand unbemerkt einen fremden Vertrag kündigt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit §§ 312k und 356a BGB. Erklärungen bewahren wir wie die Buchung auf, auch solche, die wir keiner Buchung zuordnen konnten.',
          'Während Sie das Formular ausfüllen, speichert Ihr Browser einen Entwurf Ihrer Eingaben (siehe „Cookies und Speicher im Browser“).',
          'Verarbeitet werden folgende Angaben:',
        ],
        list: [
          'Anrede (freiwillig), Vorname, Nachname, E-Mail-Adresse und Telefonnummer des buchenden Elternteils,',
          'Rechnungsanschrift (Straße, Hausnummer, Postleitzahl, Ort, Land),',
          'die gewählte Zahlungsart (SEPA-Lastschrift, Überweisung oder Kreditkarte) und bei SEPA-Lastschrift Ihre IBAN,',
          'Vorname, Nachname, Alter und Vorkenntnisse Ihres Kindes,',
          'der gewählte Kurs und das gewählte Paket,',
          'Ihre Bestätigung, dass Sie die AGB akzeptieren und die Datenschutzerklärung zur Kenntnis genommen haben.',
        ],
      },
      {
        id: 'daten-von-kindern',
        heading: 'Daten von Kindern',
        paragraphs: [
          'Unser Angebot richtet sich an Kinder und Jugendliche. Deshalb gehen wir mit ihren Daten besonders sparsam um und erheben nur, was wir für die Probestunde und den Unterricht wirklich brauchen: Bei Anfragen und bei der Anmeldung zur Probestunde ist das der Vorname Ihres Kindes. Bei einer Buchung benötigen wir zusätzlich Nachname, Alter und Vorkenntnisse, damit wir Ihr Kind einer passenden Gruppe zuordnen können.',
          'Minderjährige werden ausschließlich von ihren Eltern oder anderen Sorgeberechtigten angemeldet. Wir fragen Kinder nicht nach Kontaktdaten wie E-Mail-Adresse, Telefonnummer oder Anschrift; unsere Formulare richten sich an Sie als Eltern.',
          'Eine Einwilligung in die Verarbeitung von Daten eines Kindes unter 16 Jahren, etwa in die Analyse über das Cookie-Banner, ist nach Art. 8 DSGVO nur wirksam, wenn sie von den Eltern oder mit deren Zustimmung erteilt wird. Bitte treffen Sie die Auswahl im Cookie-Banner deshalb selbst oder gemeinsam mit Ihrem Kind. Kinder unter 16 Jahren, die unsere Website allein besuchen, bitten wir, „Nur Notwendige“ oder „Ablehnen“ zu wählen.',
          `Hat uns Ihr Kind ohne Ihr Wissen Daten übermittelt, wenden Sie sich bitte an ${siteConfig.email}. Wir löschen die Daten dann umgehend.`,
        ],
      },
      {
        id: 'cookies-und-speicher-im-browser',
        heading: 'Cookies und Speicher im Browser',
        paragraphs: [
          'Für einige Funktionen legt unsere Website kleine Einträge im Speicher Ihres Browsers ab. Wir nutzen dafür den lokalen Speicher (Local Storage), der erhalten bleibt, bis Sie ihn löschen, und den Sitzungsspeicher (Session Storage), der gelöscht wird, sobald Sie den Tab oder das Browserfenster schließen. Diese Einträge bleiben in Ihrem Browser und werden nicht an uns übertragen; zu uns gelangen nur die Inhalte, die Sie selbst mit einem Formular absenden.',
          'Alle unten aufgeführten Einträge sind technisch erforderlich, damit wir Ihnen die von Ihnen ausdrücklich gewünschten Funktionen der Website bereitstellen können. Für sie brauchen wir daher nach § 25 Abs. 2 Nr. 2 TDDDG keine Einwilligung. Rechtsgrundlage für die damit verbundene Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO, für den Buchungsentwurf Art. 6 Abs. 1 lit. b DSGVO. Einwilligungspflichtig sind allein die Cookies von Google Analytics und Google Ads, die nur nach „Alle Akzeptieren“ gesetzt werden (siehe unten).',
          'Sie können die Einträge jederzeit in den Einstellungen Ihres Browsers löschen (meist unter „Cookies und Websitedaten“). Einzelne Funktionen, etwa der gespeicherte Buchungsentwurf, stehen dann nicht mehr zur Verfügung.',
          'Im Einzelnen speichert unsere Website:',
        ],
        list: [
          'cookieConsent (lokaler Speicher): Ihre Auswahl im Cookie-Banner („Alle Akzeptieren“, „Nur Notwendige“ oder „Ablehnen“), damit Sie nicht bei jedem Besuch neu wählen müssen. Speicherdauer: bis Sie Ihre Auswahl ändern oder die Websitedaten löschen.',
          'typeIntroShown (lokaler Speicher): merkt sich, dass Sie den Hinweis zum Umschalter zwischen Eltern- und Kinderansicht mit „OK“ geschlossen haben. Speicherdauer: bis Sie die Websitedaten löschen.',
          'quizIntroShown (lokaler Speicher): merkt sich, dass Sie den Hinweis zum Quiz geschlossen haben. Speicherdauer: bis Sie die Websitedaten löschen.',
          'selectedSummerCourse (lokaler Speicher): der ausgewählte Ferienkurs (Kennung, Titel, Preis und Zeitpunkt der Auswahl), damit er im Anfrageformular vorausgewählt ist. Speicherdauer: bis Sie die Auswahl aufheben oder die Websitedaten löschen.',
          'bookingFormData (Sitzungsspeicher): ein Entwurf Ihrer Eingaben im Buchungsformular, damit nichts verloren geht, wenn Sie die Seite neu laden; kommen Sie über den Link in unserer Empfehlung nach der Probestunde, auch die Kennung dieser Probestunde aus dem Link. Der Entwurf wird gelöscht, wenn Sie den Tab schließen, nach einer erfolgreichen Buchung oder wenn Sie im Cookie-Banner „Ablehnen“ wählen.',
          'audienceView (Sitzungsspeicher): ob Sie die Texte in der Eltern- oder in der Kinderansicht lesen. Speicherdauer: bis Sie den Tab schließen.',
          'bookingSelection (Sitzungsspeicher): Ihre Auswahl für die Buchung (Paket, Kurs, Termine und Startmonat), damit sie von der Preis- oder Kursseite in die Buchung übernommen wird. Gelöscht wie der Buchungsentwurf.',
          'quizResults (Sitzungsspeicher): Ihre Antworten und Ihre Punktzahl im Quiz, damit Sie Ihr Ergebnis ansehen und die Antworten durchgehen können. Sie werden nur gespeichert, wenn Sie „Alle Akzeptieren“ oder „Nur Notwendige“ gewählt haben. Speicherdauer: bis Sie den Tab schließen.',
          'Zeitstempel des letzten Formularversands (lokaler Speicher): Datum und Uhrzeit des zuletzt abgeschickten Formulars. So verhindern wir massenhaften Versand. Formularinhalte werden dabei nicht gespeichert. Speicherdauer: bis Sie die Websitedaten löschen; der Wert wird bei jedem Versand überschrieben.',
        ],
      },
      {
        id: 'einwilligung-und-cookie-banner',
        heading: 'Einwilligung und Cookie-Banner',
        paragraphs: [
          'Bei Ihrem ersten Besuch fragt Sie ein Banner, ob wir Dienste nutzen dürfen, die für den Betrieb der Website nicht erforderlich sind. Solange Sie keine Auswahl getroffen haben, laden wir keine Analyse- oder Werbedienste, und unsere Website stellt keine Verbindung zu Servern anderer Anbieter her.',
          'Rechtsgrundlage für das Speichern und Auslesen von Informationen auf Ihrem Gerät zu Analyse- und Werbezwecken ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG, für die anschließende Verarbeitung Ihrer Daten Art. 6 Abs. 1 lit. a DSGVO. Das Speichern Ihrer Auswahl selbst ist technisch erforderlich (siehe oben).',
          'Sie können Ihre Auswahl jederzeit mit Wirkung für die Zukunft ändern und eine Einwilligung widerrufen: über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite. Der Widerruf ist so einfach wie die Erteilung. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt (Art. 7 Abs. 3 DSGVO).',
          'Sie haben drei Möglichkeiten:',
        ],
        list: [
          '„Alle Akzeptieren“: Sie willigen in die Nutzung von Google Analytics 4 und des Conversion-Trackings von Google Ads ein. Außerdem stehen alle Funktionen der Website zur Verfügung, etwa das Speichern Ihres Quiz-Ergebnisses.',
          '„Nur Notwendige“: Google Analytics und Google Ads werden nicht geladen. Es werden nur die technisch erforderlichen Einträge gespeichert; Ihr Quiz-Ergebnis wird gespeichert.',
          '„Ablehnen“: Google Analytics und Google Ads werden nicht geladen. Zusätzlich löschen wir den Sitzungsspeicher, zum Beispiel einen Buchungsentwurf, und Quiz-Ergebnisse werden nicht gespeichert.',
        ],
      },
      {
        id: 'google-analytics-und-google-ads',
        heading: 'Google Analytics 4 und Conversion-Tracking von Google Ads',
        paragraphs: [
          'Nur wenn Sie im Cookie-Banner „Alle Akzeptieren“ wählen, nutzen wir Google Analytics 4 zur Reichweitenmessung und das Conversion-Tracking von Google Ads zur Erfolgsmessung unserer Anzeigen. Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Ohne Ihre Einwilligung werden die Skripte von Google nicht geladen.',
          'Wir setzen dabei den Google Consent Mode v2 ein: Bevor die Skripte geladen werden, sind alle Einwilligungssignale (für Analyse-Cookies, Werbe-Cookies, die Übermittlung von Nutzerdaten für Werbezwecke und personalisierte Werbung) standardmäßig auf „abgelehnt“ gesetzt. Erst nach Ihrer Einwilligung werden sie auf „erteilt“ umgestellt.',
          'Google Analytics erfasst, wie unsere Website genutzt wird, zum Beispiel aufgerufene Seiten, Verweildauer, Herkunft des Besuchs, Geräte- und Browsertyp, ungefährer Standort sowie Ladezeiten und Darstellungsleistung der Seiten. Google Ads misst, ob nach dem Klick auf eine unserer Anzeigen zum Beispiel eine Anfrage gesendet wurde. Wir werten diese Daten nur in zusammengefasster Form aus. Ihre IP-Adresse wird von Google gekürzt; Google Analytics 4 speichert keine vollständigen IP-Adressen.',
          'Dazu setzt Google Cookies, insbesondere „_ga“ und „_ga_…“ (Google Analytics, Speicherdauer bis zu 2 Jahre) sowie „_gcl_au“ (Google Ads, Speicherdauer 90 Tage).',
          'Google kann Daten auch an die Google LLC in den USA übermitteln. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; für diese Übermittlungen besteht damit ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO).',
          'Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO. Sie können sie jederzeit widerrufen, indem Sie über „Cookie-Einstellungen“ im Fußbereich „Nur Notwendige“ oder „Ablehnen“ wählen. Danach werden keine Daten mehr an Google gesendet. Bereits gesetzte Cookies können Sie in Ihrem Browser löschen.',
          'Weitere Informationen finden Sie in der Datenschutzerklärung von Google unter policies.google.com/privacy.',
        ],
      },
      {
        id: 'schriftarten',
        heading: 'Schriftarten',
        paragraphs: [
          'Die Schriftarten unserer Website sind auf unserem eigenen Server gespeichert und werden von dort geladen. Beim Aufruf der Website wird keine Verbindung zu Google Fonts oder anderen Schriftanbietern hergestellt.',
        ],
      },
      {
        id: 'links-zu-sozialen-netzwerken',
        heading: 'Links zu sozialen Netzwerken',
        paragraphs: [
          'Auf unserer Website verlinken wir auf unsere Auftritte in sozialen Netzwerken. Es handelt sich um einfache Links, nicht um eingebundene Plugins: Solange Sie nicht auf einen Link klicken, werden keine Daten an die Netzwerke übermittelt.',
          'Erst wenn Sie einen Link anklicken, öffnet sich die Seite des jeweiligen Netzwerks, und Ihr Browser stellt eine Verbindung zu dessen Servern her. Für die Verarbeitung Ihrer Daten dort ist der jeweilige Anbieter verantwortlich; es gilt dessen Datenschutzerklärung.',
          'Wir verlinken auf:',
        ],
        list: [
          'Instagram (Meta Platforms Ireland Limited, Irland),',
          'YouTube (Google Ireland Limited, Irland),',
          'LinkedIn (LinkedIn Ireland Unlimited Company, Irland),',
          'TikTok (TikTok Technology Limited, Irland).',
        ],
      },
      {
        id: 'ihre-rechte',
        heading: 'Ihre Rechte',
        paragraphs: [
          `Sie haben uns gegenüber die unten genannten Rechte hinsichtlich Ihrer personenbezogenen Daten und der Daten Ihres Kindes. Am einfachsten wenden Sie sich dafür per E-Mail an ${siteConfig.email}.`,
          'Widerspruchsrecht: Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO). Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
          'Beschwerderecht: Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), zum Beispiel bei der Aufsichtsbehörde Ihres Wohnorts oder bei der für uns zuständigen Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
          'Ihre Rechte im Überblick:',
        ],
        list: [
          'Auskunft über die von uns verarbeiteten Daten (Art. 15 DSGVO),',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
          'Löschung Ihrer Daten (Art. 17 DSGVO),',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
          'Unterrichtung der Empfänger über eine Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO),',
          'Datenübertragbarkeit (Art. 20 DSGVO),',
          'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),',
          'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO),',
          'Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO).',
        ],
      },
      {
        id: 'datensicherheit',
        heading: 'Datensicherheit',
        paragraphs: [
          'Unsere Website ist durchgehend per TLS verschlüsselt. Sie erkennen die verschlüsselte Verbindung an „https://“ in der Adresszeile und am Schloss-Symbol Ihres Browsers. Auch die Daten, die Sie über unsere Formulare senden, werden verschlüsselt übertragen.',
          'Darüber hinaus treffen wir technische und organisatorische Maßnahmen nach Art. 32 DSGVO, um Ihre Daten vor Verlust, Missbrauch und unbefugtem Zugriff zu schützen, und passen sie laufend dem Stand der Technik an.',
        ],
      },
      {
        id: 'aenderungen',
        heading: 'Änderungen dieser Datenschutzerklärung',
        paragraphs: [
          'Wir passen diese Datenschutzerklärung an, wenn sich unsere Website, unsere Angebote oder die Rechtslage ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung; wann sie zuletzt geändert wurde, erkennen Sie am angegebenen Datum.',
        ],
      },
    ],
  };
}
