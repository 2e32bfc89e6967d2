import type { MembershipPackage } from '@/content/schema';
import { formatEuro, formatEuroCents } from '@/content/format';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/ui/class-names';
import { CheckList } from '@/components/ui/check-list';
import { NextTrialDate } from '@/components/dates/next-trial-date';
import { TRIAL_DAY_AND_TIME } from '@/content/trial';
import { trialDatesAhead } from '@/lib/trial/dates';
import { packagePayment, packageTerm, pricePerUnit } from '@/content/package-terms';

export function PackageCard({ pkg }: { pkg: MembershipPackage }) {
  const isTrial = pkg.id === 'trial';
  return (
    <article
      aria-labelledby={`paket-${pkg.id}`}
      className={cn(
        'relative flex flex-col rounded-card border-2 bg-white p-6 shadow-card',
        pkg.highlighted ? 'border-primary' : 'border-line',
      )}
    >
      {pkg.highlighted && (
        <p className="absolute -top-3.5 left-6 rounded-pill bg-primary px-3 py-1 text-sm font-extrabold text-white">
          Beliebt bei Eltern
        </p>
      )}
      <h2 id={`paket-${pkg.id}`} className="text-2xl font-extrabold">
        {pkg.title}
      </h2>
      <p className="mt-1 text-ink-soft">
        {packageTerm(pkg)}
      </p>
      <p className="mt-5">
        {isTrial ? (
          <span className="text-4xl font-extrabold">kostenlos</span>
        ) : (
          <>
            <span className="text-4xl font-extrabold">{formatEuro(pkg.pricePerWeek)}</span>
            <span className="text-ink-soft"> pro Woche</span>
          </>
        )}
      </p>
      <p className="mt-1 font-bold text-primary">{isTrial ? `${pkg.sessionMinutes} Minuten, ${pkg.freq}` : packagePayment(pkg)}</p>
      <dl className={cn('mt-5 grid gap-3 border-y border-line py-4 text-sm', isTrial ? 'grid-cols-2' : 'grid-cols-3')}>
        <div>
          <dt className="text-ink-soft">Einheiten</dt>
          <dd className="text-lg font-extrabold">{pkg.units}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">Termine</dt>
          <dd className="text-lg font-extrabold">{pkg.sessions}</dd>
        </div>
        {!isTrial && (
          <div>
            <dt className="text-ink-soft">pro Einheit</dt>
            <dd className="text-lg font-extrabold">{formatEuroCents(pricePerUnit(pkg))}</dd>
          </div>
        )}
      </dl>
      {isTrial && (
        <p className="mt-4 rounded-card bg-primary-tint p-3">
          <span className="block text-sm font-extrabold text-primary">Nächster Termin</span>
          <span className="font-bold">
            <NextTrialDate dates={trialDatesAhead(new Date())} fallback={TRIAL_DAY_AND_TIME} reserveRoom />
          </span>
        </p>
      )}
      <CheckList
        items={pkg.weekly ? [...pkg.features, `${pkg.sessionMinutes} Minuten ${pkg.freq}`] : pkg.features}
        className="mt-4 flex-1"
      />
      <ButtonLink
        href={isTrial ? '/start/signup' : `/booking?paket=${pkg.id}`}
        variant={pkg.highlighted ? 'primary' : 'secondary'}
        className="mt-6"
      >
        {isTrial ? 'Probestunde anmelden' : 'Paket wählen'}
        <span className="sr-only">: {pkg.title}</span>
      </ButtonLink>
    </article>
  );
}
