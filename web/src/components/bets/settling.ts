/*
 * What a bet card needs only to settle a bet, loaded when first needed as one file: a screen of bet
 * cards (My Bets, the game page, a bet's page) arrives without it (docs/decisions.md, first-visit budgets).
 */
export { FinalScoreDialog } from './final-score-dialog';
export { PropositionActions } from './proposition-actions';
