import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseOf, paiseText, paiseToRupees, rupeesToPaise } from '@shop/contract/money';

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
