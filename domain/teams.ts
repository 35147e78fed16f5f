/** A team as the API returns it. */
export interface Team {
  id: number;
  name: string;
  abbreviation: string;
}

/** docs/product.md, Proposal dialog: a team is shown by its abbreviation, else its name, else 'Team {id}'. */
export function teamLabel(
  team: { abbreviation?: string; name?: string } | null | undefined,
  id: number,
): string {
  return team?.abbreviation?.trim() || team?.name?.trim() || `Team ${id}`;
}

/**
 * The 32 NFL teams, seeded on first start. Ids are ours and stable: the betting-lines CSV may name a
 * favourite by team id (docs/product.md, CSV formats), so they must not change once files reference them.
 */
export const NFL_TEAMS: readonly Team[] = [
  { id: 1, name: 'Arizona Cardinals', abbreviation: 'ARI' },
  { id: 2, name: 'Atlanta Falcons', abbreviation: 'ATL' },
  { id: 3, name: 'Baltimore Ravens', abbreviation: 'BAL' },
  { id: 4, name: 'Buffalo Bills', abbreviation: 'BUF' },
  { id: 5, name: 'Carolina Panthers', abbreviation: 'CAR' },
  { id: 6, name: 'Chicago Bears', abbreviation: 'CHI' },
  { id: 7, name: 'Cincinnati Bengals', abbreviation: 'CIN' },
  { id: 8, name: 'Cleveland Browns', abbreviation: 'CLE' },
  { id: 9, name: 'Dallas Cowboys', abbreviation: 'DAL' },
  { id: 10, name: 'Denver Broncos', abbreviation: 'DEN' },
  { id: 11, name: 'Detroit Lions', abbreviation: 'DET' },
  { id: 12, name: 'Green Bay Packers', abbreviation: 'GB' },
  { id: 13, name: 'Houston Texans', abbreviation: 'HOU' },
  { id: 14, name: 'Indianapolis Colts', abbreviation: 'IND' },
  { id: 15, name: 'Jacksonville Jaguars', abbreviation: 'JAX' },
  { id: 16, name: 'Kansas City Chiefs', abbreviation: 'KC' },
  { id: 17, name: 'Las Vegas Raiders', abbreviation: 'LV' },
  { id: 18, name: 'Los Angeles Chargers', abbreviation: 'LAC' },
  { id: 19, name: 'Los Angeles Rams', abbreviation: 'LAR' },
  { id: 20, name: 'Miami Dolphins', abbreviation: 'MIA' },
  { id: 21, name: 'Minnesota Vikings', abbreviation: 'MIN' },
  { id: 22, name: 'New England Patriots', abbreviation: 'NE' },
  { id: 23, name: 'New Orleans Saints', abbreviation: 'NO' },
  { id: 24, name: 'New York Giants', abbreviation: 'NYG' },
  { id: 25, name: 'New York Jets', abbreviation: 'NYJ' },
  { id: 26, name: 'Philadelphia Eagles', abbreviation: 'PHI' },
  { id: 27, name: 'Pittsburgh Steelers', abbreviation: 'PIT' },
  { id: 28, name: 'San Francisco 49ers', abbreviation: 'SF' },
  { id: 29, name: 'Seattle Seahawks', abbreviation: 'SEA' },
  { id: 30, name: 'Tampa Bay Buccaneers', abbreviation: 'TB' },
  { id: 31, name: 'Tennessee Titans', abbreviation: 'TEN' },
  { id: 32, name: 'Washington Commanders', abbreviation: 'WAS' },
];
