import { describe, expect, it } from 'vitest';
import { phoneNumberInput, toE164 } from '../../domain/phone';

describe('phone numbers', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+15551234567', '+15551234567'],
    ['  1-555-123-4567 ', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %j as it was meant, in E.164: %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(['555-1234', '12', '+1 555 123 45678 9', 'call me', ''])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeUndefined();
  });

  it('says how to write a number when one cannot be read', () => {
    const result = phoneNumberInput.safeParse('555-1234');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'must be a phone number, e.g. (555) 123-4567, or +44 20 7946 0958 outside the US',
    );
  });
});
