import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import { DeadlineNotice } from '@/components/dates/deadline-notice';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { RichText } from '@/components/ui/rich-text';
import { isPast } from '@/lib/calendar/dates';
import { formatEuro } from '@/content/format';
import { currentPromotion, promotionDeadlineLabel } from '@/lib/offer/courses';
import type { Promotion } from '@/lib/offer/records';
import { pageMetadata } from '@/lib/seo/metadata';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';

/** 'ein iPad im Wert von 399 €' */
const prizeWords = (promo: Promotion) => `${promo.winners === 1 ? 'ein' : promo.winners} ${promo.prize} im Wert von ${formatEuro(promo.prizeValueEuro)}`;

// The promotion is the team's record (lib/offer/): the page is made again when it changes.
export function generateMetadata(): Metadata {
  const promo = currentPromotion();
  const ended = promo !== null && isPast(new Date(promo.deadline), new Date());
  return pageMetadata({
    title: promo ? `Gewinnspiel: ${promo.prize} für die ersten ${promo.eligibleChildren} Anmeldungen ${promo.enrolmentYear}` : 'Gewinnspiel',
    description: promo
      ? `Unter den ersten ${promo.eligibleChildren} Kindern, die ${promo.enrolmentYear} bei CodingStars angemeldet ${
          ended ? 'wurden, haben wir' : 'werden, verlosen wir'
        } ${prizeWords(promo)}${ended ? ' verlost' : ''}. Teilnahmebedingungen und rechtliche Hinweise.`
      : 'Zurzeit läuft bei CodingStars kein Gewinnspiel. Hier erfahren Sie, wenn es ein neues gibt.',
    path: '/promo',
  });
}

export default function PromoPage() {
  const promo = currentPromotion();
  if (!promo) {
    return (
      <PageHeader
        crumbs={[{ name: 'Gewinnspiel' }]}
        title="Gewinnspiel"
        intro={
          <p>
            Zurzeit läuft bei uns kein Gewinnspiel. Sobald es wieder eines gibt, finden Sie hier die Teilnahmebedingungen.
          </p>
        }
      />
    );
  }
  const pastAtBuild = isPast(new Date(promo.deadline), new Date());
  const deadlineLabel = promotionDeadlineLabel(promo);
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Gewinnspiel' }]}
        title={`Gewinnspiel ${promo.enrolmentYear}: ${prizeWords(promo)}`}
        intro={
          <p>
            Unsere Aktion zum Jahresstart {promo.enrolmentYear}: {prizeWords(promo)} für
            eines der ersten {promo.eligibleChildren} Kinder, die {promo.enrolmentYear} bei uns mit einem Kurs starten.
          </p>
        }
      >
        <div className="mt-6" role="status">
          <DeadlineNotice
            deadline={promo.deadline}
            pastAtBuild={pastAtBuild}
            ended={
              <p className="rounded-card border-2 border-coral bg-white p-5 text-lg">
                <strong>Dieses Gewinnspiel ist beendet.</strong> Anmeldeschluss war der {deadlineLabel}. Eine
                Teilnahme ist nicht mehr möglich. Die Gewinnerin oder der Gewinner wurde bereits benachrichtigt.
              </p>
            }
            running={
              <p className="rounded-card border-2 border-teal bg-white p-5 text-lg">
                <strong>Das Gewinnspiel läuft.</strong> Anmeldeschluss ist der {deadlineLabel}.
              </p>
            }
          />
        </div>
      </PageHeader>
      <Container className="grid gap-10 pb-16 md:grid-cols-[1.3fr_1fr]">
        <div>
          <h2 className="text-2xl font-extrabold">Teilnahmebedingungen</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {promo.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-extrabold">Rechtliche Hinweise</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-soft">
            {promo.legal.map((note) => (
              <li key={note}>
                <RichText text={note} />
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-extrabold">Fragen?</h2>
          <p className="mt-4">
            Schreiben Sie an{' '}
            <EmailLink />
            , rufen Sie an unter{' '}
            <PhoneLink />{' '}
            oder nutzen Sie unser{' '}
            <Link href="/contact" className="font-bold text-primary underline">
              Kontaktformular
            </Link>
            .
          </p>
        </div>
        <Img
          src="/images/promo/tablet.svg"
          alt="Ein Tablet mit Geschenkschleife und Konfetti"
          width={400}
          height={300}
          className="mx-auto h-auto w-full max-w-sm"
        />
      </Container>
    </>
  );
}
