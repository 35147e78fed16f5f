import { useSearchParams } from 'react-router-dom';
import { calendarWeek, isSeason, type SeasonWeek } from '../../../domain/seasons';
import { isWeek } from '../../../domain/weeks';
import { useSeasons } from '../api/seasons';

export interface SelectedWeek extends SeasonWeek {
  /** The seasons a selector offers, the selected one included. */
  seasons: number[];
  /** Still asking the server where the schedule is: nothing to show yet. */
  pending: boolean;
  select: (changes: Partial<SeasonWeek>) => void;
}

const numberParam = (value: string | null, valid: (value: number) => boolean) => {
  const number = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return valid(number) ? number : undefined;
};

/**
 * The season and week a screen shows, kept in the URL (?season=2026&week=11) so reloads and links
 * keep them; without them, the week under way (docs/decisions.md, seasons), or the NFL calendar's
 * when the server cannot say. A screen of results (the leaderboard) opens instead on the latest week
 * with results, while there is one.
 */
export function useSelectedWeek({ opensOnResults = false } = {}): SelectedWeek {
  const [params, setParams] = useSearchParams();
  const overview = useSeasons();
  const underWay =
    (opensOnResults ? overview.data?.latestResults : undefined) ??
    overview.data?.current ??
    (overview.isError ? calendarWeek(new Date()) : undefined);
  const season = numberParam(params.get('season'), isSeason) ?? underWay?.season;
  const week = numberParam(params.get('week'), isWeek) ?? underWay?.week;
  // The calendar only while the server's answer is on its way: its Pacific date takes Intl, a cost
  // on every render (docs/decisions.md, Amounts without Intl).
  const placeholder =
    season === undefined || week === undefined ? calendarWeek(new Date()) : { season, week };
  const selected = { season: season ?? placeholder.season, week: week ?? placeholder.week };
  const seasons = [...new Set([selected.season, ...(overview.data?.seasons ?? [])])].sort((a, b) => b - a);

  return {
    ...selected,
    seasons,
    pending: season === undefined || week === undefined,
    select: (changes) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...selected, ...changes };
          next.set('season', String(merged.season));
          next.set('week', String(merged.week));
          return next;
        },
        { replace: true },
      ),
  };
}
