import * as z from 'zod/mini';

/**
 * A request field read by one of domain/'s own parsers ("12.50" -> cents, "(555) 123-4567" -> E.164):
 * what `read` answers, or a 400 saying `problem` ("must be ...") when it answers undefined. Free of side
 * effects (the annotation), so the web build drops the schemas its screens never use (vite.config.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function readInput<Input, Output>(
  input: z.ZodMiniType<Input>,
  read: (value: Input) => Output | undefined,
  problem: string,
) {
  return z.pipe(
    input,
    z.transform((value: Input, context) => {
      const output = read(value);
      if (output !== undefined) return output;
      context.issues.push({ code: 'custom', message: problem, input: value });
      return z.NEVER;
    }),
  );
}
