import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { pickOf, signedLine, type Bet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { ONE_BET_KEY, useAcceptBet } from '../../api/bets';
import { messageOf } from '../../api/http';
import { atEvenMoney, describePick, pickedTeam, shownStakes, winCondition } from '../bet-terms';
import { Kickoff } from '../game-time';
import { teamLabel } from '../teams';
import { toast } from '../toasts';
import { ConfirmDialog } from '../ui/dialog';
import { acceptorOdds, oddsWords } from '../../../../domain/odds';

/**
 * How long the sheet stays once the bet is taken, saying so. The second tap of a double tap on its
 * button lands within this, on the sheet, not on what the sheet covered (another bet's Accept Bet).
 */
const SHOWN_AFTER_ACCEPTING_MS = 600;

interface Props {
  bet: Bet;
  /** The list no longer offers it: someone else took it first, or its proposer withdrew it. */
  gone: boolean;
  onClose: () => void;
  /** After the server accepted it, a moment before the sheet closes. */
  onAccepted: (bet: Bet) => void;
}

/**
 * Accepting someone's proposal, confirmed in a sheet that shows what is agreed: the stake, the line,
 * the pick the viewer would hold and who they would bet against. Accepting commits the stake, so a
 * single tap on a list never does it.
 */
export function AcceptBetSheet({ bet, gone, onClose, onAccepted }: Props) {
  const accept = useAcceptBet();
  const queryClient = useQueryClient();
  const { game } = bet;
  const mine = pickOf(bet, 'acceptor');
  // The taker's own side: at odds, what they risk differs from the proposer's stake.
  const stake = shownStakes(bet, 'acceptor');
  const even = atEvenMoney(bet);
  const accepting = accept.isPending || accept.isSuccess;

  // Taken or withdrawn while open: close rather than offer a button that can only fail, and say who.
  const closeAsGone = useEffectEvent(async () => {
    onClose();
    let now: Bet | undefined;
    try {
      now = await queryClient.query<Bet>({ queryKey: [...ONE_BET_KEY, encodeURIComponent(bet.id)] });
    } catch {
      // Unreadable just now: the general words below still hold.
    }
    toast.info('Bet No Longer Available', {
      description:
        (now && goneBecause(now)) ?? 'Someone else took this bet first, or its proposer withdrew it',
    });
  });
  useEffect(() => {
    if (gone && !accepting) void closeAsGone();
  }, [gone, accepting]);

  const closeAfterAccepting = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!accept.isSuccess) return;
    const timer = setTimeout(closeAfterAccepting, SHOWN_AFTER_ACCEPTING_MS);
    return () => clearTimeout(timer);
  }, [accept.isSuccess]);

  async function confirm() {
    try {
      await accept.mutateAsync(bet.id);
    } catch (error) {
      toast.error('Failed to Accept Bet', { description: messageOf(error, 'Unknown error occurred') });
      return;
    }
    toast.success('Bet Accepted', { description: 'You have successfully accepted the bet' });
    onAccepted(bet);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !accept.isPending && onClose()}
      title="Accept this bet?"
      description={`Your ${stake.risk} ${CURRENCY} are held until ${bet.gameId === null ? 'the bet' : 'the game'} is settled. ${
        even
          ? "Even money: the winner takes the other's stake."
          : `At ${oddsWords(acceptorOdds(bet.odds))}, you would win ${stake.win} ${CURRENCY}.`
      }`}
      confirmLabel="Accept Bet"
      pendingLabel={accept.isSuccess ? 'Accepted' : 'Accepting...'}
      pending={accepting}
      onConfirm={() => void confirm()}
    >
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-stone-50 p-3 text-sm">
        {bet.gameId === null ? (
          <Row label="Closes">
            <Kickoff iso={bet.closesAt} />
          </Row>
        ) : (
          <Row label="Game">
            {teamLabel(game.awayTeam, game.awayTeamId)} @ {teamLabel(game.homeTeam, game.homeTeamId)}
            <span className="block text-xs font-normal text-stone-600">
              <Kickoff iso={game.gameDate} />
            </span>
          </Row>
        )}
        <Row label="Stake">
          {stake.risk} {CURRENCY}
          {!even && (
            <span className="block text-xs font-normal text-stone-600">
              To win {stake.win} {CURRENCY}
            </span>
          )}
        </Row>
        <Row label={bet.betType === 'moneyline' || bet.betType === 'proposition' ? 'Odds' : 'Line'}>
          {lineOf(bet)}
        </Row>
        <Row label="Your pick">
          <span>{describePick(mine, game)}</span>
          <span className="block text-xs font-normal text-stone-600">
            You win if {winCondition(mine, game)}.
          </span>
        </Row>
        <Row label="Opponent">
          {bet.proposer.firstName}, on {describePick(bet, game)}
        </Row>
      </dl>
    </ConfirmDialog>
  );
}

/** Why a proposal is no longer open, naming who: undefined while it still is. */
function goneBecause(bet: Bet): string | undefined {
  if (bet.status === 'cancelled') return `${bet.proposer.firstName} withdrew this bet`;
  if (bet.acceptor) return `${bet.acceptor.firstName} took this bet first`;
  return undefined;
}

/**
 * The proposal's line as the proposer set it: "Spread -3.5 on KC", "Total 47.5", or a straight-up
 * bet's odds: "77 to 50 on NYJ" (a tie is a push), a proposition's "3 to 2 on Yes".
 */
function lineOf(bet: Bet): string {
  if (bet.betType === 'proposition')
    return `${oddsWords(bet.odds)} on ${bet.selection === 'yes' ? 'Yes' : 'No'}`;
  if (bet.betType === 'moneyline')
    return `${oddsWords(bet.odds)} on ${pickedTeam(bet.selection, bet.game)}; a tie is a push`;
  if (bet.betType === 'over_under') return `Total ${bet.overUnder ?? ''}`;
  return `Spread ${signedLine(bet.spread ?? 0)} on ${pickedTeam(bet.selection, bet.game)}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 font-semibold wrap-anywhere">{children}</dd>
    </>
  );
}
