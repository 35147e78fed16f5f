import { parseSchedule } from '../../domain/csv/schedule';
import { GameNotChangeable } from '../store/games';
import { upsertScheduledGame } from '../store/schedule';
import { importHandler, importRows } from './run-import';

/** Runs when a schedule CSV lands under imports/schedule/ (uploaded, or copied in by an operator). */
export const handler = importHandler('schedule', (text, now) =>
  importRows(
    parseSchedule(text),
    (row) => upsertScheduledGame(row, now),
    (error) => error instanceof GameNotChangeable,
  ),
);
