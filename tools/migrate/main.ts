/**
 * npm run migrate: brings a table written by an earlier version up to date (each migration runs
 * once; see functions/migrations/). The table: see tools/local-table.ts.
 */
import { connectToTable } from '../local-table';

const disconnect = await connectToTable();
try {
  const { migrateToSeasons } = await import('../../functions/migrations/seasons');
  const { migrateUserSearch } = await import('../../functions/migrations/user-search');
  const { migrateGameTallies } = await import('../../functions/migrations/game-tallies');
  const { migratePeriodRecords } = await import('../../functions/migrations/period-records');
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
