import { describe, expect, it } from 'vitest';
import {
  normaliseVatNumber,
  VAT_NUMBER_CHECK,
  VAT_NUMBER_FORMAT,
  vatNumberInWords,
  vatNumberProblem,
} from './vatNumbers';

describe('vatNumberProblem', () => {
  it('takes no VAT number: the park is not registered', () => {
    expect(vatNumberProblem('')).toBeNull();
    expect(vatNumberProblem('   ')).toBeNull();
  });

  it('takes GB and 9 digits whose check digits hold, however it is spaced or cased', () => {
    expect(vatNumberProblem('GB999999973')).toBeNull();
    expect(vatNumberProblem('GB 980 7806 84')).toBeNull();
    expect(vatNumberProblem('gb980780684')).toBeNull();
    // A number of the newer series, whose check adds 55.
    expect(vatNumberProblem('GB123456727')).toBeNull();
    // A branch's three more digits.
    expect(vatNumberProblem('GB 999 9999 73 001')).toBeNull();
  });

  it("takes government departments' and health authorities' numbers", () => {
    expect(vatNumberProblem('GBGD001')).toBeNull();
    expect(vatNumberProblem('GBHA599')).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    for (const bad of ['999999973', 'GB99999997', 'GB9999999730', 'FR12345678901', 'GBGD500']) {
      expect(vatNumberProblem(bad), bad).toBe(VAT_NUMBER_FORMAT);
    }
    for (const typo of ['GB999999974', 'GB989780684', 'GB123456789']) {
      expect(vatNumberProblem(typo), typo).toBe(VAT_NUMBER_CHECK);
    }
  });
});

describe('normaliseVatNumber and vatNumberInWords', () => {
  it('keeps one form and prints it as HMRC does', () => {
    expect(normaliseVatNumber(' gb 999-9999.73 ')).toBe('GB999999973');
    expect(vatNumberInWords('GB999999973')).toBe('GB 999 9999 73');
    expect(vatNumberInWords('GB999999973001')).toBe('GB 999 9999 73 001');
    expect(vatNumberInWords('GBGD001')).toBe('GBGD001');
  });
});
