import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatIndianNumber, formatRupees, paiseOf, paiseText, paiseToRupees, rupeesToPaise } from '@shop/contract/money';

// The conversions every amount goes through, over the whole range the shop accepts: rupees
// (as JSON numbers or text) to integer paise and back never gain or lose a paisa.
const MAX_PAISE = 100_00_00_000_00; // ₹100 crore, the largest wallet balance
const paise = fc.integer({ min: 0, max: MAX_PAISE });

describe('rupees and paise', () => {
  it('a paise amount sent as rupees (a JSON number) reads back as the same paise', () => {
    fc.assert(fc.property(paise, (p) => paiseOf(paiseToRupees(p)) === p && rupeesToPaise(paiseToRupees(p)) === p));
  });

  it('a paise amount written with two decimals reads back as the same paise', () => {
    fc.assert(
      fc.property(paise, (p) => {
        const text = paiseText(p);
        return /^\d+\.\d{2}$/.test(text) && paiseOf(text) === p;
      }),
    );
  });

  it('rupees written with up to two decimals are read digit by digit, not through floating point', () => {
    fc.assert(
      fc.property(paise, (p) => {
        // The amount written by hand: whole rupees, a point, two paise digits.
        const two = `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
        expect(paiseOf(two)).toBe(p);
        expect(paiseOf(Number(two))).toBe(p);
      }),
    );
    // Floats whose product with a hundred is not the amount (1.15 gives 114.99999999999999).
    expect([1.15, 0.29, 4.35, 1.1, 10.2].map(paiseOf)).toEqual([115, 29, 435, 110, 1020]);
  });

  it('refuses what is not a plain amount: negatives, a third decimal, exponents, hex, infinity, NaN', () => {
    for (const bad of [-1, -0.01, 1.001, 1e21, Infinity, NaN, '1e3', '0x10', '01', '1.', '.5', ' 1', '1,000', '']) expect(paiseOf(bad), String(bad)).toBeNull();
    fc.assert(fc.property(fc.double({ noNaN: true, max: -Number.MIN_VALUE }), (x) => paiseOf(x) === null));
    // A third decimal that is not zero is a fraction of a paisa.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }), (whole, hundredths, thousandth) => {
        const text = `${whole}.${String(hundredths).padStart(2, '0')}${thousandth}`;
        return paiseOf(text) === null && paiseOf(Number(text)) === null;
      }),
    );
    expect(() => rupeesToPaise(0.001)).toThrow(RangeError);
  });

  it('writes two decimals exactly at the edges', () => {
    expect([0, 5, 99, 100, 10900, MAX_PAISE].map(paiseText)).toEqual(['0.00', '0.05', '0.99', '1.00', '109.00', '1000000000.00']);
  });
});

describe('rupees as customers read them', () => {
  // The browser's own Indian-English currency format is the reference the hand-written one must match.
  const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const twoDecimals = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signedPaise = fc.integer({ min: -MAX_PAISE, max: MAX_PAISE });

  it('writes every amount as Intl does: Indian grouping, whole rupees without decimals, paise with two', () => {
    fc.assert(
      fc.property(signedPaise, (p) => {
        const rupees = paiseToRupees(p);
        expect(formatRupees(rupees)).toBe(Number.isInteger(rupees) ? wholeRupees.format(rupees) : twoDecimals.format(rupees));
        expect(formatBalance(rupees)).toBe(twoDecimals.format(rupees));
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes reward points as Intl does: Indian grouping, at most two decimals', () => {
    const points = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    // Points, like rupees, carry at most two decimals (1% of an amount in paise).
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), fc.constantFrom(1, 10, 100), (n, scale) => {
        expect(formatIndianNumber(n / scale)).toBe(points.format(n / scale));
      }),
      { numRuns: 5_000 },
    );
  });

  it('groups by lakh and crore', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(-12345)).toBe('-₹12,345');
    expect(formatBalance(100_00_00_000)).toBe('₹1,00,00,00,000.00');
    expect(formatBalance(0.05)).toBe('₹0.05');
  });
});
