import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pickOf, sideOf, type BetType, type Side } from '../../../../domain/bets';
import { weekLabel } from '../../../../domain/weeks';
import { useCurrentSeason } from '../../api/seasons';
import { describePick } from '../bet-terms';
import { CoinAmount } from '../currency';
import { Kickoff } from '../game-time';
import { teamLabel } from '../teams';
import { BET_STATUS_LABELS, BetStatusBadge } from '../status-badges';
import { Card } from '../ui/card';
import { BetActions, type BetView } from './bet-actions';
import { SpectatorNotes } from './bet-notes';
import { LiveStanding } from './live-standing';

const BET_TYPE_LABELS: Record<BetType, string> = {
  spread: 'Spread',
  over_under: 'Over/Under',
  moneyline: 'Straight Up',
  proposition: 'Proposition',
};

interface Props extends BetView {
  /** On the bet's own page: its title does not link to where it is. */
  standalone?: boolean;
}

/**
 * One bet, from the viewer's side: their pick, the opponent, and what they can do next (docs/product.md,
 * My Bets). A bet the viewer is not part of is an open proposal they could accept, or, once taken,
 * the two players' bet as the group sees it (docs/product.md, Bets as links).
 */
export function BetCard({ bet, user, now, gone, onAccepted, standalone }: Props) {
  const side = sideOf(bet, user.id);
  const spectator = !side && bet.status !== 'proposed';
  // Someone else's open proposal: the viewer would become the acceptor.
  const viewerSide: Side = side ?? 'acceptor';
  const { game } = bet;
  const away = teamLabel(game.awayTeam, game.awayTeamId);
  const home = teamLabel(game.homeTeam, game.homeTeamId);
  const opponent = side === 'proposer' ? bet.acceptor?.firstName : bet.proposer.firstName;
  const currentSeason = useCurrentSeason();
  const wide = bet.betType === 'proposition';
  // A proposition on no game is named by its own words (docs/product.md, Propositions, On no game).
  const title =
    bet.gameId === null ? (
      <span className="wrap-anywhere">&ldquo;{bet.proposition}&rdquo;</span>
    ) : (
      <>
        {away} <span className="font-medium text-stone-500">@</span> {home}
      </>
    );
  const ownClosing = Date.parse(bet.closesAt) !== Date.parse(game.gameDate);

  return (
    <Card
      role="article"
      tabIndex={-1}
      data-focus-fallback
      aria-label={`${BET_STATUS_LABELS[bet.status]} bet: ${bet.gameId === null ? bet.proposition : `${away} @ ${home}`}`}
      className="flex flex-col p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <BetStatusBadge status={bet.status} />
            <span className="text-xs font-medium text-stone-500">{BET_TYPE_LABELS[bet.betType]}</span>
          </div>
          <h3 className={standalone ? 'mt-2 text-lg font-bold' : 'mt-1 text-lg font-bold sm:mt-2'}>
            {standalone ? (
              title
            ) : (
              // docs/decisions.md, "Phones first": 44 px for a thumb, the heading's line stretched to it.
              <Link
                to={`/bets/${encodeURIComponent(bet.id)}`}
                className="inline-flex min-h-11 items-center underline-offset-2 hover:underline sm:min-h-0"
              >
                <span>{title}</span>
              </Link>
            )}
          </h3>
          <p className="text-xs text-stone-500">
            {game.season !== currentSeason && `${game.season} · `}
            {weekLabel(game.week)} ·{' '}
            {bet.gameId === null ? (
              <>
                Closes <Kickoff iso={bet.closesAt} />
              </>
            ) : (
              <>
                <Kickoff iso={game.gameDate} />
                {ownClosing && (
                  <>
                    {' '}
                    · Closes <Kickoff iso={bet.closesAt} />
                  </>
                )}
              </>
            )}
          </p>
        </div>
        {/* The viewer's own stake (at odds the two sides' differ); the proposer's to the group. */}
        <CoinAmount
          amount={spectator ? bet.amount : bet.stakes[viewerSide].risk}
          className="shrink-0 text-lg"
        />
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
        {side ? (
          <Term label="Your pick" wide={wide}>
            {describePick(pickOf(bet, side), game)}
          </Term>
        ) : (
          <Term label={`${bet.proposer.firstName}'s pick`} wide={wide}>
            {describePick(bet, game)}
          </Term>
        )}
        {side ? (
          <Term label="Opponent">{opponent ?? <span className="text-stone-500">Not yet accepted</span>}</Term>
        ) : spectator ? (
          <Term label={bet.acceptor ? `${bet.acceptor.firstName}'s pick` : 'The other side'} wide={wide}>
            {describePick(pickOf(bet, 'acceptor'), game)}
          </Term>
        ) : (
          <Term label="You would take" wide={wide}>
            {describePick(pickOf(bet, 'acceptor'), game)}
          </Term>
        )}
      </dl>
      <LiveStanding bet={bet} userId={user.id} />

      <div className="mt-3 space-y-3">
        {spectator ? (
          <SpectatorNotes bet={bet} />
        ) : (
          <BetActions
            bet={bet}
            user={user}
            now={now}
            side={side}
            viewerSide={viewerSide}
            opponent={opponent}
            gone={gone}
            onAccepted={onAccepted}
          />
        )}
      </div>
    </Card>
  );
}

/** `wide`: a proposition's statement takes the row and wraps, where a team's pick fits half of it. */
function Term({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : 'min-w-0'}>
      <dt className="truncate text-xs text-stone-500">{label}</dt>
      <dd className={wide ? 'font-semibold wrap-anywhere' : 'truncate font-semibold'}>{children}</dd>
    </div>
  );
}
