/**
 * One cookie's value out of a request's Cookie header ('theme=dark; lang=bn'), or undefined when
 * the header does not carry it: the one reading of that header for the language and the cart.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}
