import { outcomeFor, type Side } from '../../domain/bets';
import { CURRENCY, PRODUCT_NAME } from '../../domain/constants';
import { invitationExpiry } from '../../domain/invitations';
import { wholeUnits } from '../../domain/money';
import type { PushPayload } from '../../domain/push';
import { fromHomeAway } from '../../domain/scores';
import { correctionCents, settledOutcomes } from '../../domain/settlement';
import { balanceChangeCents, pickAtOdds, sideStakes } from '../../domain/stakes';
import type { Team } from '../../domain/teams';
import { DEFAULT_TIME_ZONE } from '../../domain/users';
import type { BetRecord } from '../store/bets';
import type { GameRecord } from '../store/games';
import type { EmailMessage } from './email';

// Times are given in the reader's zone (docs/decisions.md), named so nobody has to guess it.
const kickoffTime = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
const amount = (cents: number) => `${wholeUnits(cents).toLocaleString('en-US')} ${CURRENCY}`;

/** The invitee has no zone yet: the expiry date is the inviting admin's day. */
export function invitationEmail(
  to: string,
  registrationLink: string,
  expiresAt: string,
  timeZone = DEFAULT_TIME_ZONE,
): EmailMessage {
  return {
    to,
    subject: `You're invited to ${PRODUCT_NAME}`,
    body: [
      `You have been invited to ${PRODUCT_NAME}, where friends bet ${CURRENCY} against each other on NFL games.`,
      '',
      `Complete your registration here (the link works once, until ${invitationExpiry(expiresAt, timeZone)}):`,
      registrationLink,
      '',
      `Then sign in with this email address: ${to}`,
    ].join('\n'),
  };
}

/**
 * What a message about one bet needs to say who, which game, which pick and how much. A game-less
 * proposition has no game or teams: its messages name the proposition alone (docs/product.md,
 * Propositions).
 */
export interface BetContext {
  bet: BetRecord;
  game: GameRecord | undefined;
  teams: { home: Team; away: Team } | undefined;
  /** The bet's own page (docs/product.md, Bets as links). */
  betLink: string;
}

const matchup = ({ teams }: BetContext) =>
  teams ? `${teams.away.abbreviation} @ ${teams.home.abbreviation}` : 'a game';
/** " on KC @ BUF", where a text names the bet's game; nothing for a game-less proposition. */
const onGame = (context: BetContext) => (context.teams ? ` on ${matchup(context)}` : '');
const pickOfSide = (context: BetContext, side: Side) =>
  pickAtOdds(context.bet, side, {
    home: context.teams?.home.abbreviation ?? '',
    away: context.teams?.away.abbreviation ?? '',
  });
/** What a side risks on the bet, as the texts say amounts. */
const stakeOf = (context: BetContext, side: Side) => amount(sideStakes(context.bet)[side].riskCents);
const scoreLine = (context: BetContext, homeAway: string | undefined) => {
  const score = fromHomeAway(homeAway ?? '');
  return score && context.teams
    ? `${context.teams.away.abbreviation} ${score.away}, ${context.teams.home.abbreviation} ${score.home}`
    : '';
};

/**
 * A short text for SMS, the email about the same thing (subject + a few lines) and the push
 * notification (the subject as its title, the text without its link as its body).
 */
export interface BetMessage {
  subject: string;
  text: string;
  /** The page it is about, which the text ends with: a push notification opens it when tapped. */
  link: string;
}

/** `heldMeanwhile`: proposals that arrived since the recipient's last alert, held back by its bound. */
export function proposalAlert(context: BetContext, heldMeanwhile = 0): BetMessage {
  const who = context.bet.proposerFirstName;
  const meanwhile =
    heldMeanwhile > 0
      ? ` ${heldMeanwhile} more ${heldMeanwhile === 1 ? 'proposal' : 'proposals'} came in since your last alert.`
      : '';
  return {
    subject: `${who} proposed a bet${onGame(context)}`,
    text: `${PRODUCT_NAME}: ${who} proposed ${pickOfSide(context, 'proposer')}${onGame(context)} for ${stakeOf(context, 'proposer')}. You would take ${pickOfSide(context, 'acceptor')}.${meanwhile} ${context.betLink}`,
    link: context.betLink,
  };
}

/**
 * docs/product.md, Trash talk: to a player of the bet a comment is on, by email and push; it counts
 * the comments held back since the last message about that bet.
 */
export function commentMessage(
  context: BetContext,
  side: Side,
  comment: { author: string; text: string },
  heldMeanwhile = 0,
): BetMessage {
  const { author, text } = comment;
  const meanwhile =
    heldMeanwhile > 0
      ? ` ${heldMeanwhile} more ${heldMeanwhile === 1 ? 'comment' : 'comments'} came in since your last message about it.`
      : '';
  return {
    subject:
      heldMeanwhile > 0
        ? `${heldMeanwhile + 1} new comments on your bet${onGame(context)}`
        : `${author} commented on your bet${onGame(context)}`,
    text: `${PRODUCT_NAME}: ${author} on your bet (${pickOfSide(context, side)}${onGame(context)}): "${text}"${meanwhile} ${context.betLink}`,
    link: context.betLink,
  };
}

/** docs/product.md, Challenges: to the member a proposal challenges, on every channel they have on. */
export function challengeMessage(context: BetContext): BetMessage {
  const who = context.bet.proposerFirstName;
  return {
    subject: `${who} challenged you${onGame(context)}`,
    text: `${PRODUCT_NAME}: ${who} challenged you: ${pickOfSide(context, 'proposer')}${onGame(context)} for ${stakeOf(context, 'proposer')}. You would take ${pickOfSide(context, 'acceptor')}. Only you can accept it: ${context.betLink}`,
    link: context.betLink,
  };
}

/** One open proposal in the digest: "Ann: BUF -3.5 on KC @ BUF for 25 Pigskins". */
export const digestLine = (context: BetContext) =>
  `${context.bet.proposerFirstName}: ${pickOfSide(context, 'proposer')}${onGame(context)} for ${stakeOf(context, 'proposer')}`;

/** docs/product.md, New proposals by email: the morning's open proposals, at most ten listed. */
export function digestMessage(lines: readonly string[], availableLink: string): BetMessage {
  const shown = lines.slice(0, 10);
  const more = lines.length - shown.length;
  return {
    subject: `${lines.length} open ${lines.length === 1 ? 'bet' : 'bets'} to take`,
    text: [
      `${PRODUCT_NAME}: proposals open to you, on a game day:`,
      ...shown.map((line) => `- ${line}`),
      ...(more > 0 ? [`and ${more} more.`] : []),
      `Take one: ${availableLink}`,
    ].join('\n'),
    link: availableLink,
  };
}

export function acceptedMessage(context: BetContext): BetMessage {
  const who = context.bet.acceptorFirstName ?? 'Someone';
  return {
    subject: `${who} accepted your bet${onGame(context)}`,
    text: `${PRODUCT_NAME}: ${who} accepted your bet: ${pickOfSide(context, 'proposer')}${onGame(context)} for ${stakeOf(context, 'proposer')}. ${context.betLink}`,
    link: context.betLink,
  };
}

/**
 * docs/product.md, One score proposal per player and game: `bets`, how many of the recipient's bets
 * wait for this score from the proposer, the context's bet among them (accepting it on one accepts it
 * on all).
 */
export function scoreProposedMessage(context: BetContext, proposerName: string, bets = 1): BetMessage {
  const outcome = context.bet.pendingOutcome;
  if (outcome) {
    // docs/product.md, Propositions: an outcome is the proposition's alone.
    return {
      subject: `${proposerName} proposed an outcome for your proposition${onGame(context)}`,
      text: `${PRODUCT_NAME}: ${proposerName} says "${context.bet.proposition ?? ''}" is settled ${OUTCOME_NAMES[outcome]}. Accept it or propose another: ${context.betLink}`,
      link: context.betLink,
    };
  }
  const score = scoreLine(context, context.bet.pendingSettlementScore);
  if (bets > 1) {
    return {
      subject: `${proposerName} proposed a final score for your ${bets} bets on ${matchup(context)}`,
      text: `${PRODUCT_NAME}: ${proposerName} proposed the final score ${score} on your ${bets} bets on ${matchup(context)}. Accept it once for all of them, or propose another: ${context.betLink}`,
      link: context.betLink,
    };
  }
  return {
    subject: `${proposerName} proposed a final score for ${matchup(context)}`,
    text: `${PRODUCT_NAME}: ${proposerName} says ${matchup(context)} ended ${score}. Accept it or propose another: ${context.betLink}`,
    link: context.betLink,
  };
}

/** docs/product.md, Propositions: an outcome as the messages say it. */
const OUTCOME_NAMES = { yes: 'as yes', no: 'as no', void: 'as void, both stakes back' } as const;

/** What a bet's final score (a proposition's agreed outcome) did to one of its players' balance. */
export function settledChangeCents(bet: BetRecord, side: Side): number {
  const outcome = settledOutcomes(bet)?.[side] ?? 'tie';
  return balanceChangeCents(outcome, sideStakes(bet)[side]);
}

/** How a settled bet ended: "at BUF 17, KC 24", or a proposition's "as yes". */
const settledAt = (context: BetContext) =>
  context.bet.agreedOutcome
    ? OUTCOME_NAMES[context.bet.agreedOutcome]
    : `at ${scoreLine(context, context.bet.finalScore)}`;

const wonOrLost = (changeCents: number, even: string) =>
  changeCents > 0
    ? `you won ${amount(changeCents)}`
    : changeCents < 0
      ? `you lost ${amount(-changeCents)}`
      : even;

/** docs/product.md, Disputes: the admin's reason as the messages quote it, when they gave one. */
const adminReasonOf = ({ bet }: BetContext) => (bet.adminReason ? ` Reason: "${bet.adminReason}".` : '');

/** docs/product.md, Disputes: to each player of a proposition answered with another outcome. */
export function disputedMessage(context: BetContext, side: Side): BetMessage {
  const { bet } = context;
  const theirs = bet.disputedBy === (side === 'proposer' ? bet.proposerId : bet.acceptorId);
  const [mine, other] = theirs
    ? [bet.disputeOutcome, bet.pendingOutcome]
    : [bet.pendingOutcome, bet.disputeOutcome];
  const opponent = (side === 'proposer' ? bet.acceptorFirstName : bet.proposerFirstName) ?? 'your opponent';
  return {
    subject: `Your proposition on ${matchup(context)} is disputed`,
    text: `${PRODUCT_NAME}: you say "${bet.proposition ?? ''}" is settled ${OUTCOME_NAMES[mine ?? 'void']}; ${opponent} says ${OUTCOME_NAMES[other ?? 'void']}. Accept ${opponent}'s outcome, or the admin decides: ${context.betLink}`,
    link: context.betLink,
  };
}

export function settledMessage(context: BetContext, side: Side): BetMessage {
  const result = wonOrLost(settledChangeCents(context.bet, side), `a push: no ${CURRENCY} moved`);
  if (context.bet.betType === 'proposition' && context.bet.settledBy === 'admin')
    return {
      subject: `The admin settled your proposition on ${matchup(context)}`,
      text: `${PRODUCT_NAME}: the admin settled your bet on ${matchup(context)} (${pickOfSide(context, side)}) ${settledAt(context)}: ${result}.${adminReasonOf(context)} ${context.betLink}`,
      link: context.betLink,
    };
  return {
    subject: `Your bet${onGame(context)} is settled`,
    text: `${PRODUCT_NAME}: your bet${onGame(context)} (${pickOfSide(context, side)}) is settled ${settledAt(context)}: ${result}. ${context.betLink}`,
    link: context.betLink,
  };
}

/**
 * docs/product.md, One score proposal per player and game: the bets one acceptance of a player's score
 * settled, told to that player once, with what they came to together.
 */
export function settledBetsMessage(context: BetContext, bets: number, changeCents: number): BetMessage {
  const result = wonOrLost(changeCents, `you broke even: no ${CURRENCY} moved`);
  return {
    subject: `Your ${bets} bets on ${matchup(context)} are settled`,
    text: `${PRODUCT_NAME}: your ${bets} bets on ${matchup(context)} are settled at ${scoreLine(context, context.bet.finalScore)}: ${result}. ${context.betLink}`,
    link: context.betLink,
  };
}

/**
 * docs/product.md, One final score per game: "the official final of PHI @ DAL is PHI 27, DAL 24, not
 * the PHI 24, DAL 20 your bet was settled at: your bet with Sam (Over 47.5) is now a loss; 100 Pigskins
 * moved to Sam." `previousScore` is the score the bet had before ("home-away").
 */
export function regradedMessage(
  context: BetContext,
  side: Side,
  previousScore: string | undefined,
): BetMessage {
  const { bet } = context;
  const official = fromHomeAway(bet.finalScore ?? '') ?? { home: 0, away: 0 };
  const agreed = fromHomeAway(previousScore ?? '') ?? official;
  const [was, now] = [outcomeFor(bet, agreed, side), outcomeFor(bet, official, side)];
  const opponent = (side === 'proposer' ? bet.acceptorFirstName : bet.proposerFirstName) ?? 'your opponent';
  const moved = correctionCents({ was, now }, sideStakes(bet)[side]);
  const result =
    moved === 0
      ? `still ${OUTCOME_WORDS[now]}: no ${CURRENCY} moved`
      : `now ${OUTCOME_WORDS[now]}; ${amount(Math.abs(moved))} moved ${moved > 0 ? `to you from ${opponent}` : `to ${opponent}`}`;
  return {
    subject: `The official final of ${matchup(context)}: your bet is re-graded`,
    text: `${PRODUCT_NAME}: the official final of ${matchup(context)} is ${scoreLine(context, bet.finalScore)}, not the ${scoreLine(context, previousScore)} your bet was settled at: your bet with ${opponent} (${pickOfSide(context, side)}) is ${result}. ${context.betLink}`,
    link: context.betLink,
  };
}

const OUTCOME_WORDS = { win: 'a win', loss: 'a loss', tie: 'a push' } as const;

export function voidedMessage(context: BetContext, side: Side): BetMessage {
  const what = context.bet.acceptorId ? 'bet' : 'bet proposal';
  if (context.bet.adminReason)
    return {
      subject: `The admin voided your proposition on ${matchup(context)}`,
      text: `${PRODUCT_NAME}: the admin voided your ${what} (${pickOfSide(context, side)} for ${stakeOf(context, side)}) and the ${CURRENCY} are available again.${adminReasonOf(context)} ${context.betLink}`,
      link: context.betLink,
    };
  if (context.bet.agreedOutcome === 'void')
    return {
      subject: `Your proposition${onGame(context)} is void by agreement`,
      text: `${PRODUCT_NAME}: your bet (${pickOfSide(context, side)} for ${stakeOf(context, side)}) is void by agreement and the ${CURRENCY} are available again. ${context.betLink}`,
      link: context.betLink,
    };
  return {
    subject: `${matchup(context)} was ${context.game?.status ?? 'voided'}: your ${what} is void`,
    text: `${PRODUCT_NAME}: ${matchup(context)} was ${context.game?.status ?? 'voided'}, so your ${what} (${pickOfSide(context, side)} for ${stakeOf(context, side)}) is void and the ${CURRENCY} are available again. ${context.betLink}`,
    link: context.betLink,
  };
}

/** In the player's time zone; `test`: the Settings button's sample, which says so. */
export function pregameReminder(
  context: BetContext,
  side: Side,
  timeZone: string,
  options: { test?: boolean } = {},
): BetMessage {
  const opponent = side === 'proposer' ? context.bet.acceptorFirstName : context.bet.proposerFirstName;
  const test = options.test ? ' (test)' : '';
  return {
    subject: `${options.test ? 'Test: ' : ''}Kickoff soon: ${matchup(context)}`,
    text: `${PRODUCT_NAME}${test}: ${matchup(context)} kicks off ${kickoffTime(context.game?.gameDate ?? context.bet.createdAt, timeZone)}. Your bet: ${pickOfSide(context, side)} for ${stakeOf(context, side)} against ${opponent ?? 'your opponent'}. ${context.betLink}`,
    link: context.betLink,
  };
}

/**
 * A message as a push notification (domain/push.ts): the subject as the title, the text without the
 * link it ends with (tapping opens the link, a path of the app's origin), and the notice as the tag,
 * so a notice shown again replaces itself.
 */
export function pushPayload(message: BetMessage, notice: string): PushPayload {
  const { pathname, search } = new URL(message.link);
  const body = message.text.endsWith(message.link)
    ? message.text.slice(0, -message.link.length).trimEnd().replace(/:$/, '.')
    : message.text;
  return { title: message.subject, body, url: `${pathname}${search}`, tag: notice };
}
