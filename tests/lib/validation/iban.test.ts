import { formatIban, ibanProblem, isValidIban, normalizeIban } from '@/lib/validation/iban';

describe('IBAN check', () => {
  it.each([
    ['DE89370400440532013000', 'Germany'],
    ['DE02120300000000202051', 'Germany'],
    ['AT611904300234573201', 'Austria'],
    ['NL91ABNA0417164300', 'Netherlands'],
    ['CH9300762011623852957', 'Switzerland'],
  ])('accepts %s (%s)', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts spaces and lowercase as people copy them', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('  nl91 abna 0417 1643 00 ')).toBe(true);
    expect(normalizeIban('de89 3704 0044')).toBe('DE8937040044');
  });

  it.each([
    ['DE88370400440532013000', 'checksum'],
    ['DE89370400440532013001', 'checksum'],
    ['AT611904300234573202', 'checksum'],
    ['NL91ABNA0417164301', 'checksum'],
    ['DE8937040044053201300', 'length'],
    ['DE893704004405320130000', 'length'],
    ['XX89370400440532013000', 'country'],
    ['US12345678901234', 'country'],
    ['DE89-3704-0044', 'format'],
    ['1234567890', 'format'],
    ['', 'format'],
    ['<script>', 'format'],
  ])('rejects %s (%s)', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
    expect(isValidIban(iban)).toBe(false);
  });

  it('formats in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
