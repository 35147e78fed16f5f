import * as z from 'zod/mini';
import { MAX_NOTE_CHARACTERS } from './constants';

// Control characters and Unicode line or paragraph separators; a note may still hold line breaks.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/**
 * A player's words with a proposed outcome: plain text, shown as text and never as markup; "\r\n"
 * becomes "\n", and a note blank once trimmed is no note.
 */
export const noteInput = z.pipe(
  z.string({ error: 'must be text' }).check(
    z.overwrite((text) => text.replace(/\r\n?/g, '\n').trim()),
    // Counted as a text field's maxLength counts them (UTF-16 units), so the web's field and the API agree.
    z.maxLength(MAX_NOTE_CHARACTERS, `must be at most ${MAX_NOTE_CHARACTERS} characters`),
    z.refine(
      (text) => !CONTROL_CHARACTER.test(text.replaceAll('\n', '')),
      'must be plain text: line breaks are the only control characters it may hold',
    ),
  ),
  z.transform((text) => text || undefined),
);

/**
 * The admin's reason: one line of 1 to 280 characters once trimmed (it goes into ledger lines and
 * texts); blank is none.
 */
export const reasonInput = z.pipe(
  z.string({ error: 'must be text' }).check(
    z.trim(),
    z.maxLength(MAX_NOTE_CHARACTERS, `must be at most ${MAX_NOTE_CHARACTERS} characters`),
    z.refine((text) => !CONTROL_CHARACTER.test(text), 'must be one line of text, without control characters'),
  ),
  z.transform((text) => text || undefined),
);
