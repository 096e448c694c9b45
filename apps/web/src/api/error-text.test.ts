import { ApiError, errorText, serverWordsOf } from './client';

const refused = (body: unknown, status = 400) => new ApiError('Something went wrong! Please try again.', status, body);
const unreachable = new ApiError('Could not reach S-Store. Please check your internet connection and try again.', 0);

describe('errorText', () => {
  it("says the server's own words, from whichever field its call uses", () => {
    expect(errorText(refused({ msg: 'Invalid OTP. 4 attempts left.', code: 'X', requestId: 'r' }), 'fallback')).toBe('Invalid OTP. 4 attempts left.');
    expect(errorText(refused({ message: 'Mobile Number not registered with us' }), 'fallback')).toBe('Mobile Number not registered with us');
    expect(errorText(refused({ error: 'Coupon expired' }), 'fallback')).toBe('Coupon expired');
  });

  it('falls back when the server refused without words, or threw something else', () => {
    expect(errorText(refused({ code: 'INTERNAL', requestId: 'r' }, 500), 'Registration failed. Please try again.')).toBe('Registration failed. Please try again.');
    expect(errorText(refused({ msg: '  ' }), 'fallback')).toBe('fallback');
    expect(errorText(refused(null), 'fallback')).toBe('fallback');
    expect(errorText(new TypeError('x is undefined'), 'fallback')).toBe('fallback');
  });

  it('says `unreachable` when no answer came, else the fallback', () => {
    expect(errorText(unreachable, 'Registration failed.', 'Something went wrong. Please try again.')).toBe('Something went wrong. Please try again.');
    expect(errorText(unreachable, 'Something went wrong')).toBe('Something went wrong');
  });

  it("without a fallback, says what the client's error says", () => {
    expect(errorText(unreachable)).toBe(unreachable.message);
    expect(errorText(refused({}, 503))).toBe('Something went wrong! Please try again.');
    expect(errorText(refused({ msg: 'Insufficient points.' }))).toBe('Insufficient points.');
    expect(errorText(new Error('boom'))).toBe('Something went wrong! Please try again.');
  });

  it('reads no words from an answer that was not a refusal', () => {
    expect(serverWordsOf(new ApiError('Something went wrong! Please try again.', 200, { message: 'ok' }))).toBeNull();
    expect(serverWordsOf(unreachable)).toBeNull();
  });
});
