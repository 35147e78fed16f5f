import { describe, expect, it } from 'vitest';
import { type LighthouseScore, lighthouseLines } from '../../bench/lighthouse';

// docs/performance.md's Lighthouse section, as `npm run bench -- --lighthouse` writes it.
const games = (slowdown: number, score: number): LighthouseScore => ({
  screen: 'Games (`/`)',
  lighthouseVersion: '12.2.3',
  userAgent: 'Mozilla/5.0 Chrome/156.0.0.0 Safari/537.36',
  slowdown,
  score,
  scoreAtDefault: 96,
  scoreFromLocalHost: 78,
  mainThreadCpuMs: 418,
  ownBlockingMs: 227,
  firstContentfulPaintMs: 1400,
  largestContentfulPaintMs: 1900,
  totalBlockingTimeMs: 614,
  cumulativeLayoutShift: 0,
  load: [1.4, 2.9],
});

describe("the Lighthouse bench's section of docs/performance.md", () => {
  it('says which phone the default 4x is on this machine, and names a screen under 90', () => {
    const faster = lighthouseLines({ benchmarkIndex: 1904, pinned: true, scores: [games(5.6, 84)] }, 3);
    expect(faster).toContain(
      'a faster phone than the score is for, as this machine is faster than the one 4 is for.',
    );
    expect(faster).toContain(
      '| Games (`/`) | 84 | 1.4 s | 1.9 s | 614 ms | 0.000 | 96 | 78 | 418 ms | 227 ms |',
    );
    expect(faster.at(-1)).toBe('Under 90: Games (`/`).');
  });

  it('says so on a slower machine, and that every screen made it', () => {
    const slower = lighthouseLines({ benchmarkIndex: 1078, pinned: true, scores: [games(2.6, 96)] }, 3);
    expect(slower).toContain('a slower phone, as this machine is slower than the one 4 is for.');
    expect(slower.at(-1)).toBe('Every screen scores 90 or more.');
  });
});
