import * as z from 'zod/mini';
import { VOIDED_STATUSES } from '../../../domain/games';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { teamsById } from '../../store/teams';
import { voidGame } from '../../store/voids';

const body = z.object({ status: z.enum(VOIDED_STATUSES, { error: "must be 'postponed' or 'cancelled'" }) });

/**
 * POST /api/admin/games/{id}/void: the game will not be played (docs/decisions.md). Every bet on it still
 * holding a stake is cancelled and its stakes released; its players hear why from the table's stream. Like settling all, it
 * answers with what it did even when some bets could not be voided (voiding again retries them).
 */
export const handler = endpoint({ params: idParam, body }, async ({ params, body }) => {
  const { game, voided, failed } = await voidGame(params.id, body.status);
  const teams = await teamsById();
  const matchup = `${teams.get(game.awayTeamId)?.abbreviation ?? game.awayTeamId} @ ${teams.get(game.homeTeamId)?.abbreviation ?? game.homeTeamId}`;
  const done =
    voided.length === 0 && failed === 0
      ? 'it had no open bets left to void'
      : `${voided.length === 1 ? '1 bet was' : `${voided.length} bets were`} voided and their stakes released`;
  const retry = failed > 0 ? `; ${failed} could not be voided: void the game again` : '';
  return json({ message: `${matchup} is ${game.status}: ${done}${retry}`, voided: voided.length, failed });
});
