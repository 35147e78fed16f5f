import { parseLines } from '../../domain/csv/lines';
import { GameNotChangeable, upsertGameLine } from '../store/games';
import { importHandler, importRows } from './run-import';

/** Runs when a betting-lines CSV lands under imports/lines/. */
export const handler = importHandler('lines', (text, now) =>
  importRows(
    parseLines(text),
    (row) => upsertGameLine(row.gameId, row.favorite, row.spreadLine, row.totalLine, now),
    (error) => error instanceof GameNotChangeable,
  ),
);
