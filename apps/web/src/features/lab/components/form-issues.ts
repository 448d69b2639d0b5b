import type { z } from 'zod';

/** Each field's first problem from a failed parse, keyed by its path ('preparation.en', 'ranges.0.low'). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  return issues;
}

/** A number field's text as the schemas take it: empty is no number at all, for them to refuse. */
export const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** An optional number field's text: empty is null (no bound, no age limit). */
export const optionalNumberOf = (text: string) => (text.trim() === '' ? null : Number(text));
