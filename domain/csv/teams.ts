import { NFL_TEAMS, type Team } from '../teams';

/**
 * How both CSVs name a team: by its abbreviation ("KC"), its full name ("Kansas City Chiefs") or its
 * id ("16", as the Teams tab lists them), ignoring case and surrounding spaces.
 */
const teamsByName = new Map<string, Team>(
  NFL_TEAMS.flatMap((team) => [
    [team.abbreviation.toLowerCase(), team],
    [team.name.toLowerCase(), team],
    [String(team.id), team],
  ]),
);

export function findTeam(text: string): Team | undefined {
  return teamsByName.get(
    text
      .trim()
      .toLowerCase()
      .replace(/^0+(?=\d)/, ''),
  );
}

/** What an error says about a team a CSV named: "KC (team 16)". */
export function teamReference(teamId: number): string {
  const team = NFL_TEAMS.find((candidate) => candidate.id === teamId);
  return team ? `${team.abbreviation} (team ${teamId})` : `team ${teamId}`;
}
