import { parseNflverse } from '../../domain/csv/nflverse';
import { counted } from '../../domain/words';
import { feedSeason } from '../config';
import { applyFeed, recordFeedImport } from '../store/feed';
import { importHandler, type ImportOutcome } from './run-import';

/**
 * Runs when the nflverse schedule file lands under imports/feed/ (fetched by the fetch-feed job, or
 * uploaded on the Schedule tab): applies the rows of the chosen season (docs/product.md, The NFL
 * schedule feed) and leaves the dashboard what it did.
 */
export const handler = importHandler('feed', importFeed);

const NOTHING_APPLIED = {
  games: { created: 0, updated: 0, unchanged: 0 },
  lines: { changed: 0, unchanged: 0 },
  finals: { applied: 0, unchanged: 0, settled: 0, regraded: 0 },
  disagreements: [],
};

export async function importFeed(text: string, now: Date): Promise<ImportOutcome> {
  const season = feedSeason(now);
  const parsed = parseNflverse(text, season);
  const fileProblem =
    parsed.rows.length === 0 && parsed.errors.length === 0
      ? `The file has no games of the ${season} season`
      : parsed.errors.find((error) => !error.startsWith('Row '));
  if (fileProblem) {
    // Nothing applies; the dashboard says why, and the games stay as the last good file left them.
    await recordFeedImport({
      ...NOTHING_APPLIED,
      problems: [fileProblem],
      problemCount: 1,
      finishedAt: now.toISOString(),
    });
    return { created: 0, updated: 0, unchanged: 0, warningDetails: [], errorDetails: [fileProblem] };
  }
  const applied = await applyFeed(parsed.rows, now);
  const problems = [...parsed.errors, ...applied.problems];
  await recordFeedImport({
    ...applied,
    problems,
    problemCount: problems.length,
    finishedAt: new Date().toISOString(),
  });
  const { games, lines, finals } = applied;
  const parts = [
    `${season} season: ${counted(games.created, 'new game')}, ${games.updated} moved, ${games.unchanged} unchanged`,
    `${counted(lines.changed, 'line')} set`,
    `${counted(finals.applied, 'final')} applied (${counted(finals.settled, 'bet')} settled, ${finals.regraded} re-graded)`,
    ...(problems.length > 0 ? [`${counted(problems.length, 'row')} not applied`] : []),
    ...(applied.disagreements.length > 0
      ? [`${counted(applied.disagreements.length, 'admin final')} kept against the feed's`]
      : []),
  ];
  return {
    created: games.created,
    updated: games.updated,
    unchanged: games.unchanged,
    errorDetails: problems,
    warningDetails: parsed.warnings,
    message: `${parts.join('; ')}.`,
  };
}
