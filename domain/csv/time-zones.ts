// The two functions by their own entry points: the package's index also loads TZDate, whose module
// fills in Date's methods when imported, so a bundler keeps it in every function that imports this.
import { tzName } from '@date-fns/tz/tzName';
import { tzOffset } from '@date-fns/tz/tzOffset';
import { canonicalTimeZone } from '../users';

/**
 * docs/product.md, CSV formats: how a schedule's `timezone` turns a local date and time into an
 * instant. Intl knows every zone's daylight-saving rules, so no table of changeover dates lives here;
 * @date-fns/tz reads a zone's offset and abbreviation at an instant from it.
 */

/** ET, CT, MT and PT: the clock of that US zone on the game's date, daylight saving included. */
export const US_CLOCKS = {
  ET: { zone: 'America/New_York', name: 'Eastern time' },
  CT: { zone: 'America/Chicago', name: 'Central time' },
  MT: { zone: 'America/Denver', name: 'Mountain time' },
  PT: { zone: 'America/Los_Angeles', name: 'Pacific time' },
} as const;
type UsClock = keyof typeof US_CLOCKS;

/** The eight abbreviations: a fixed offset from UTC, in hours, and the clock it belongs to. */
export const ZONE_ABBREVIATIONS = {
  EST: { offsetHours: -5, clock: 'ET' },
  EDT: { offsetHours: -4, clock: 'ET' },
  CST: { offsetHours: -6, clock: 'CT' },
  CDT: { offsetHours: -5, clock: 'CT' },
  MST: { offsetHours: -7, clock: 'MT' },
  MDT: { offsetHours: -6, clock: 'MT' },
  PST: { offsetHours: -8, clock: 'PT' },
  PDT: { offsetHours: -7, clock: 'PT' },
} as const satisfies Record<string, { offsetHours: number; clock: UsClock }>;
type ZoneAbbreviation = keyof typeof ZONE_ABBREVIATIONS;

const isUsClock = (text: string): text is UsClock => Object.hasOwn(US_CLOCKS, text);
const isAbbreviation = (text: string): text is ZoneAbbreviation => Object.hasOwn(ZONE_ABBREVIATIONS, text);

/** A local date and time as written in the file; `localMs` is those fields read as if they were UTC. */
export interface LocalTime {
  date: string;
  time: string;
  localMs: number;
}

export type ZonedReading = { instant: Date; warning?: string } | { problem: string };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The zone's UTC offset at an instant, in milliseconds (@date-fns/tz reads it from Intl's data). */
const offsetAt = (zone: string, instantMs: number) => tzOffset(zone, new Date(instantMs)) * MINUTE_MS;

/**
 * What the zone's clock is called at an instant, as Intl shortens it: EDT, CST, GMT+1, UTC. Asked
 * only for a warning, as `tzName` makes a new Intl format each time (about 0.1 ms).
 */
const abbreviationAt = (zone: string, instantMs: number) => tzName(zone, new Date(instantMs), 'short');

/**
 * Every instant at which the zone's clock reads `localMs`, earliest first: one on most days, two in
 * the hour repeated when clocks go back, none in the hour skipped when they go forward. A changeover
 * is at most one a day, so the offsets a day either side are the only candidates, and a candidate
 * is a reading when the zone has that offset at it.
 *
 * Hand-written on purpose: @date-fns/tz's `TZDate` (1.5) turns a wall-clock time into one instant and
 * never says there were none or two. It moves 02:30 on 2025-03-09 in New York to 03:30 EDT, and
 * which 01:30 of 2025-11-02 it picks depends on the host's own time zone (the first in UTC, the
 * second in Los Angeles; London's first in Tokyo, second in UTC), where docs/product.md, CSV
 * formats, refuses the one and reads the other as the first, with a warning.
 */
function instantsAt(zone: string, localMs: number): number[] {
  const offsets = new Set([localMs - DAY_MS, localMs + DAY_MS].map((probe) => offsetAt(zone, probe)));
  return [...offsets]
    .map((offset) => localMs - offset)
    .filter((instant) => offsetAt(zone, instant) === localMs - instant)
    .sort((a, b) => a - b);
}

/** An IANA name (America/Chicago, Europe/London, UTC) as the runtime spells it; offsets like +05:00 are not names. */
const zoneName = (text: string) => (/^[A-Za-z]/.test(text) ? canonicalTimeZone(text) : undefined);

type NamedZone = { zone: string; clock?: UsClock; abbreviation?: ZoneAbbreviation } | { problem: string };

/** The zone a `timezone` value names, or why it names none. */
function namedZone(timezone: string): NamedZone {
  const written = timezone.trim();
  const upper = written.toUpperCase();
  if (isAbbreviation(upper)) {
    const { clock } = ZONE_ABBREVIATIONS[upper];
    return { zone: US_CLOCKS[clock].zone, clock, abbreviation: upper };
  }
  if (isUsClock(upper)) return { zone: US_CLOCKS[upper].zone, clock: upper };
  const zone = zoneName(written);
  if (zone) return { zone };
  const listed = [...Object.keys(US_CLOCKS), ...Object.keys(ZONE_ABBREVIATIONS)].join(', ');
  return {
    problem: `timezone "${written}" is not one of ${listed} or a time zone name such as America/Chicago`,
  };
}

/** Why a `timezone` value names no zone, if it does not: for a row whose date or time is bad too. */
export function timeZoneProblem(timezone: string): string | undefined {
  const named = namedZone(timezone);
  return 'problem' in named ? named.problem : undefined;
}

/**
 * The instant a schedule row means. ET/CT/MT/PT and IANA names are that zone's clock on the date. One
 * of the eight abbreviations is its fixed offset when the zone's clock shows it on that date (which
 * also picks between the two readings of the hour repeated in November); when it does not, the
 * writer most likely meant the zone's clock and took the wrong abbreviation, so it is read that way,
 * with a warning. MST is the exception: Arizona keeps it all year, so MST is always UTC-7.
 * A time the clocks skip is refused; a repeated time without an abbreviation is read as the first.
 */
export function zonedInstant({ date, time, localMs }: LocalTime, timezone: string): ZonedReading {
  const named = namedZone(timezone);
  if ('problem' in named) return named;
  const { zone, clock, abbreviation } = named;
  const zoneLabel = clock ? US_CLOCKS[clock].name : zone;
  const instants = instantsAt(zone, localMs);

  if (abbreviation) {
    const stated = localMs - ZONE_ABBREVIATIONS[abbreviation].offsetHours * HOUR_MS;
    if (instants.includes(stated)) return { instant: new Date(stated) };
    if (abbreviation === 'MST') {
      const denver = abbreviationAt(zone, stated);
      return {
        instant: new Date(stated),
        warning: `timezone MST on ${date} was read as Arizona time (UTC-7, no daylight saving); Denver is on ${denver} that day, so write MT for Denver's clock`,
      };
    }
  }
  const [first] = instants;
  if (first === undefined) {
    return {
      problem: `game_time ${time} does not exist on ${date} in ${zoneLabel}: the clocks skip that hour`,
    };
  }
  if (abbreviation) {
    const shown = abbreviationAt(zone, first);
    return {
      instant: new Date(first),
      warning: `timezone ${abbreviation} does not match ${date}, when ${zoneLabel} is ${shown}; read as ${time} ${shown}`,
    };
  }
  if (instants.length > 1) {
    const names = instants.map((instant) => abbreviationAt(zone, instant));
    const read = `${time} ${names[0]}`;
    const choose = names.every(isAbbreviation) ? `; write ${names.join(' or ')} to choose` : '';
    return {
      instant: new Date(first),
      warning: `game_time ${time} happens twice on ${date} in ${zoneLabel} (the clocks go back); read as the first, ${read}${choose}`,
    };
  }
  return { instant: new Date(first) };
}
