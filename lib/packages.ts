import type { MembershipPackage } from '@/content/schema';

/** How long a package binds, in the words of AGB § 7; the same on /preise, in the booking and its email. */
export function packageTerm(pkg: Pick<MembershipPackage, 'minimumDurationMonths' | 'firstCancellationMonth'>): string {
  if (pkg.minimumDurationMonths === null) return 'Einmalig, ohne Vertrag';
  if (pkg.firstCancellationMonth) {
    return `Laufzeit ${pkg.minimumDurationMonths} Monate, erstmals kündbar zum Ende des ${pkg.firstCancellationMonth}. Monats`;
  }
  return `Mindestlaufzeit ${pkg.minimumDurationMonths} Monate`;
}
