import type { MembershipPackage } from './schema';
import { formatEuro, formatEuroCents } from './format';

type Term = Pick<MembershipPackage, 'minimumDurationMonths' | 'firstCancellationMonth'>;

/** How long a package binds, in the words of AGB § 7; the same on /preise, in the booking and its email. */
export function packageTerm(pkg: Term): string {
  if (pkg.minimumDurationMonths === null) return 'Einmalig, ohne Vertrag';
  if (pkg.firstCancellationMonth) {
    return `Laufzeit ${pkg.minimumDurationMonths} Monate, erstmals kündbar zum Ende des ${pkg.firstCancellationMonth}. Monats`;
  }
  return `Mindestlaufzeit ${pkg.minimumDurationMonths} Monate`;
}

/** '1.296 € alle 12 Monate'; 'kostenlos und unverbindlich' for the trial. */
export function packagePayment(pkg: Pick<MembershipPackage, 'pricePerTerm' | 'minimumDurationMonths'>): string {
  if (pkg.minimumDurationMonths === null) return 'kostenlos und unverbindlich';
  return `${formatEuro(pkg.pricePerTerm)} alle ${pkg.minimumDurationMonths} Monate`;
}

type Priced = Pick<MembershipPackage, 'pricePerTerm' | 'units'>;

/** Price of one teaching unit in a package: term price / units, rounded to cents (DECISIONS.md). */
export function pricePerUnit(pkg: Priced): number {
  return Math.round((pkg.pricePerTerm / pkg.units) * 100) / 100;
}

/** The paid packages' prices per unit, lowest and highest: the "ab" figure and the range the FAQ names. */
export function unitPriceRange(packages: readonly (Priced & Pick<MembershipPackage, 'minimumDurationMonths'>)[]) {
  const prices = packages.filter((pkg) => pkg.minimumDurationMonths !== null).map(pricePerUnit);
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** '14,15 € pro Einheit' */
export function unitPriceLabel(amount: number): string {
  return `${formatEuroCents(amount)} pro Einheit`;
}
