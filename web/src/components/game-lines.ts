import { signedLine } from '../../../domain/bets';
import type { Game } from '../../../domain/games';
import { teamLabel } from './teams';

/** A game's line, its current one by default, favourite first (docs/product.md, Games): "Spread: BUF -2.5 · Total: 48.5". */
export function describeLine(game: Game, line = game.lines[0]): string {
  if (!line) return 'No betting line yet';
  const parts: string[] = [];
  if (line.homeSpread !== null && line.awaySpread !== null) {
    const homeFavored = line.homeSpread <= line.awaySpread;
    parts.push(
      line.homeSpread === 0
        ? 'Spread: pick’em'
        : homeFavored
          ? `Spread: ${teamLabel(game.homeTeam, game.homeTeamId)} ${signedLine(line.homeSpread)}`
          : `Spread: ${teamLabel(game.awayTeam, game.awayTeamId)} ${signedLine(line.awaySpread)}`,
    );
  }
  if (line.totalLine !== null) parts.push(`Total: ${line.totalLine}`);
  return parts.join(' · ') || 'No betting line yet';
}

/** 'Final: Buffalo Bills won 27-24', or 'Final: a 20-20 tie'. */
export function finalResult({ homeTeam, awayTeam, homeScore, awayScore }: Game): string {
  const [home, away] = [homeScore ?? 0, awayScore ?? 0];
  if (home === away) return `Final: a ${home}-${away} tie`;
  const winner = home > away ? homeTeam.name : awayTeam.name;
  return `Final: ${winner} won ${Math.max(home, away)}-${Math.min(home, away)}`;
}
