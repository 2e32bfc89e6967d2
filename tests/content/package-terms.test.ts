import { packages } from '@/content/packages';
import { packageTerm } from '@/content/package-terms';

describe('packageTerm', () => {
  it.each([
    [{ minimumDurationMonths: null }, 'Einmalig, ohne Vertrag'],
    [{ minimumDurationMonths: 12 }, 'Mindestlaufzeit 12 Monate'],
    [{ minimumDurationMonths: 36, firstCancellationMonth: 24 }, 'Laufzeit 36 Monate, erstmals kündbar zum Ende des 24. Monats'],
  ])('%j reads %s', (pkg, expected) => {
    expect(packageTerm(pkg)).toBe(expected);
  });

  it('binds no parent for more than 24 months at first (§ 309 Nr. 9 BGB, AGB § 7)', () => {
    for (const pkg of packages) {
      const firstBinding = pkg.firstCancellationMonth ?? pkg.minimumDurationMonths ?? 0;
      expect(firstBinding).toBeLessThanOrEqual(24);
    }
  });
});
