/** What happened, for the notify function to tell the people concerned (by their preferences). */
export type NotificationEvent =
  | { type: 'bet_proposed'; betId: string }
  | { type: 'bet_accepted'; betId: string }
  | { type: 'score_proposed'; betId: string }
  | { type: 'bet_settled'; betId: string; settledBy: 'players' | 'admin' }
  /** The bet's game will not be played: the bet was cancelled and its stakes released. */
  | { type: 'bet_voided'; betId: string };
