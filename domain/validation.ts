import * as z from 'zod/mini';
import { config } from 'zod/mini';
import { readInput } from './read-input';

/**
 * Every 400 names the field and says what is wrong with it ("email must be a valid email address",
 * "firstName is required"). Schemas in domain/ phrase their own messages as such predicates; this
 * gives zod's built-in checks the same voice. (Called by name, not as `z.config`: the web build takes
 * every `z.` call to be free of side effects, and this one is not; vite.config.ts.)
 */
config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null
          ? 'is required'
          : `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
      case 'too_small':
        return issue.origin === 'string' && issue.minimum === 1
          ? 'is required'
          : `must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
      case 'too_big':
        return `must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
      case 'unrecognized_keys':
        return `has unknown fields: ${issue.keys.join(', ')}`;
      case 'invalid_value':
        return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      default:
        return 'is invalid';
    }
  },
});

/** The first problem of a failed parse, as the sentence a 400 carries. */
export function describeValidationError(error: z.core.$ZodError, subject = 'request'): string {
  const [issue] = error.issues;
  if (!issue) return `The ${subject} is invalid`;
  const field = issue.path.map(String).join('.');
  return field ? `${field} ${issue.message}` : `The ${subject} ${issue.message}`;
}

/** A number sent as a JSON number or a numeric string ("-3.5"); anything else "must be a number". */
export const numberInput = readInput(
  z.union([z.number(), z.string()], { error: 'must be a number' }),
  (value) => {
    const number =
      typeof value === 'number' ? value : /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? number : undefined;
  },
  'must be a number',
);
