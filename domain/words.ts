/** A count and its noun, as screens and messages write it: "1 bet", "3 bets", "2 open bets". */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
