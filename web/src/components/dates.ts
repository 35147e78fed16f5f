// Dates in the viewer's own time zone (docs/decisions.md: times are the reader's), through the
// browser's Intl rather than date-fns' format, which would add 5.5 KB to the screens that show them.
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
// With the zone's name: an admin and the people they write to may be in different zones.
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'MMM d, yyyy': "Nov 23, 2025". */
export const calendarDate = (iso: string): string => DAY.format(Date.parse(iso));

/** "Nov 23, 2025, 3:04 PM EST". */
export const calendarDateTime = (iso: string): string => DAY_AND_TIME.format(Date.parse(iso));
