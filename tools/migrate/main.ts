/**
 * npm run migrate: brings a table written by an earlier version up to date (each migration runs
 * once; see tools/migrate/seasons.ts, user-search.ts, game-tallies.ts and period-records.ts). The table: see tools/local-table.ts.
 */
import { connectToTable } from '../local-table';

const disconnect = await connectToTable();
try {
  const { migrateToSeasons } = await import('./seasons');
  const { migrateUserSearch } = await import('./user-search');
  const { migrateGameTallies } = await import('./game-tallies');
  const { migratePeriodRecords } = await import('./period-records');
  const seasons = await migrateToSeasons();
  console.log(
    seasons.applied
      ? `Seasons: ${seasons.openGames} open games indexed, ${seasons.scheduleWeeks} schedule weeks counted, ${seasons.allTimeRows} all-time leaderboard rows written.`
      : 'Seasons: already migrated.',
  );
  const search = await migrateUserSearch();
  console.log(
    search.applied ? `User search: ${search.users} users made searchable.` : 'User search: already migrated.',
  );
  const tallies = await migrateGameTallies();
  console.log(
    tallies.applied
      ? `Game tallies: ${tallies.bets} bets counted on their games.`
      : 'Game tallies: already migrated.',
  );
  const periods = await migratePeriodRecords();
  console.log(
    periods.applied
      ? `Period records: ${periods.records} weekly and season head-to-head records from ${periods.bets} settled bets.`
      : 'Period records: already migrated.',
  );
} finally {
  await disconnect();
}
