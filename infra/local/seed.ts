import { NFL_TEAMS } from '../../domain/teams';
import { saveTeams } from '../../functions/store/teams';

/** Demo content for a first start on empty data, so every screen has something to show. */
export async function seedDemoData(): Promise<string[]> {
  await saveTeams(NFL_TEAMS);
  return [`${NFL_TEAMS.length} NFL teams`];
}
