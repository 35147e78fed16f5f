import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from '../../bench/cpu-slowdown';

// The CPU throttling calculator of Lighthouse's throttling guide, at the indexes it names.
describe("the Lighthouse bench's CPU slowdown", () => {
  it('is the default 4 on the machine Lighthouse is calibrated for, and less on slower ones', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  it('never speeds a machine up', () => {
    expect(calibratedSlowdown(40)).toBe(1);
  });
});
