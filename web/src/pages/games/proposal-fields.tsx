import { useRef } from 'react';
import type { Bet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import type { Game } from '../../../../domain/games';
import { formatAmount, formatCents, parseCents } from '../../../../domain/money';
import { MINIMUM_AMOUNT_CENTS } from '../../../../domain/bets';
import { useProposeBet, type BetProposalRequest } from '../../api/proposals';
import { messageOf } from '../../api/http';
import { useMembers } from '../../api/members';
import { teamLabel } from '../../components/teams';
import { toast } from '../../components/toasts';
import { Field, SelectField } from '../../components/ui/field';

/** A proposal as a form sends it, of whichever bet type: the idempotency key is the sender's. */
export type ProposalPayload = BetProposalRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'idempotencyKey'>
    : never
  : never;

/** What each form needs besides its game: where the proposal goes, and who the proposer is. */
export interface ProposalForm {
  game: Game;
  userId: string;
  availableBalance: string;
  send: (payload: ProposalPayload) => void;
  pending: boolean;
  onClose: () => void;
}

/**
 * Sends a proposal once per submission: resending the same proposal (after a lost answer) reuses its
 * key, so the server creates one bet (docs/decisions.md, Retried proposals).
 */
export function useProposalSender(onCreated: (bet: Bet) => void) {
  const propose = useProposeBet();
  const lastAttempt = useRef<{ payload: string; key: string } | null>(null);
  function send(payload: ProposalPayload) {
    const fingerprint = JSON.stringify(payload);
    if (lastAttempt.current?.payload !== fingerprint) {
      lastAttempt.current = { payload: fingerprint, key: crypto.randomUUID() };
    }
    propose
      .mutateAsync({ ...payload, idempotencyKey: lastAttempt.current.key })
      .then(onCreated, (error: unknown) =>
        toast.error('Failed to Create Bet', { description: messageOf(error, 'Unknown error occurred') }),
      );
  }
  return { send, pending: propose.isPending };
}

/** The members a proposal can challenge: everyone but the proposer. */
export function useFriends(userId: string) {
  const members = useMembers();
  return {
    friends: (members.data ?? []).filter((member) => member.id !== userId),
    failed: members.isError,
  };
}

type Friend = ReturnType<typeof useFriends>['friends'][number];

/** docs/product.md, Challenges: the group, or one friend only. */
export function ChallengeField({
  friends,
  failed,
  value,
  onChange,
}: {
  friends: Friend[];
  failed: boolean;
  value: string;
  onChange: (id: string) => void;
}) {
  const challengee = friends.find((member) => member.id === value);
  return (
    <SelectField
      label="Who can take it"
      hint={
        failed
          ? 'Friends could not be loaded: this goes to the whole group'
          : challengee
            ? `A challenge: ${challengee.firstName} hears of it, and nobody else can accept it`
            : 'Or challenge one friend'
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Anyone in the group</option>
      {friends.map((member) => (
        <option key={member.id} value={member.id}>
          Only {member.firstName} {member.lastName}
        </option>
      ))}
    </SelectField>
  );
}

/** The two teams of a game as picks, the away team first as the matchup reads. */
export function teamPicks(game: Game): { value: 'away' | 'home'; label: string; detail?: string }[] {
  return [
    { value: 'away', label: teamLabel(game.awayTeam, game.awayTeamId), detail: game.awayTeam.name },
    { value: 'home', label: teamLabel(game.homeTeam, game.homeTeamId), detail: game.homeTeam.name },
  ];
}

/**
 * docs/product.md, Bet lifecycle: a stake is at least 1.00 with at most two decimals, within the
 * available balance.
 */
export function stakeProblem(amount: string, availableBalance: string): string | undefined {
  const cents = parseCents(amount);
  if (cents === undefined) return 'Enter an amount such as 25 or 12.50';
  if (cents < MINIMUM_AMOUNT_CENTS)
    return `The minimum bet is ${formatCents(MINIMUM_AMOUNT_CENTS)} ${CURRENCY}`;
  if (cents > (parseCents(availableBalance) ?? 0))
    return `You have only ${formatAmount(availableBalance)} ${CURRENCY} available`;
  return undefined;
}

/** docs/product.md, Proposal dialog: the proposer's stake, with what they have available under it. */
export function StakeField({
  id,
  label,
  value,
  onChange,
  availableBalance,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (amount: string) => void;
  availableBalance: string;
  error: string | undefined;
}) {
  return (
    <Field
      id={id}
      label={label}
      type="number"
      inputMode="decimal"
      min={1}
      step={0.01}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={`${formatAmount(availableBalance)} ${CURRENCY} available`}
      error={error}
    />
  );
}
