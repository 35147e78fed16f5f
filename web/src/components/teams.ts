/** docs/product.md, Proposal dialog: a team is shown by its abbreviation, else its name, else 'Team {id}'. */
export function teamLabel(
  team: { abbreviation?: string; name?: string } | null | undefined,
  id: number,
): string {
  return team?.abbreviation?.trim() || team?.name?.trim() || `Team ${id}`;
}
