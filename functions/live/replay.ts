import type { Scoreboard, SourceEvent } from '../../domain/espn-scoreboard';
import type { MatchableGame } from '../../domain/live-reads';
import type { LivePhase } from '../../domain/live-scores';
import { NFL_TEAMS } from '../../domain/teams';
import type { LiveSource } from './source';

/**
 * The built-in replay `npm start` plays (docs/product.md, Live scores, On a laptop): the 2023 season's
 * opener, Detroit 21 at Kansas City 20 (7 September 2023), quarter by quarter as its line score has
 * it (DET 7, 0, 7, 7; KC 0, 14, 3, 3), one step a read, then final on two reads so its bets settle.
 * It plays for a watched game of those two teams, whatever its kickoff: the demo's game under way.
 */
const STEPS: readonly { phase: LivePhase; period: number; clock: string; kc: number; det: number }[] = [
  { phase: 'in', period: 1, clock: '15:00', kc: 0, det: 0 },
  { phase: 'end_of_period', period: 1, clock: '0:00', kc: 0, det: 7 },
  { phase: 'halftime', period: 2, clock: '0:00', kc: 14, det: 7 },
  { phase: 'end_of_period', period: 3, clock: '0:00', kc: 17, det: 14 },
  { phase: 'final', period: 4, clock: '0:00', kc: 20, det: 21 },
];

const teamId = (abbreviation: string) => NFL_TEAMS.find((team) => team.abbreviation === abbreviation)?.id;
const KC = teamId('KC');
const DET = teamId('DET');

/** How many times this process has read each game: the step it is at. */
const readsByGame = new Map<string, number>();

export function replaySource(): LiveSource {
  return {
    read: ({ games }) => Promise.resolve(replayed(games)),
  };
}

function replayed(games: readonly MatchableGame[]): Scoreboard {
  const events: SourceEvent[] = [];
  for (const game of games) {
    if (game.homeTeamId !== KC || game.awayTeamId !== DET) continue;
    const reads = readsByGame.get(game.id) ?? 0;
    readsByGame.set(game.id, reads + 1);
    const step = STEPS[Math.min(reads, STEPS.length - 1)];
    if (!step) continue;
    events.push({
      id: `replay-${game.id}`,
      season: game.season,
      kickoff: game.gameDate,
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      home: step.kc,
      away: step.det,
      phase: step.phase,
      period: step.period,
      clock: step.clock,
      completed: step.phase === 'final',
      neutralSite: false,
    });
  }
  return { events, problems: [] };
}
