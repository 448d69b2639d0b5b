/**
 * Numbers in Bangla texts use Bangla digits ('৩টি স্লট খালি'), the way a Bangla reader expects them.
 * The formatter is made at its first use: making one costs a phone some 80 ms, which every page
 * would pay at start-up, English ones included.
 */
let banglaFormat: Intl.NumberFormat | undefined;

export function banglaNumber(value: number): string {
  banglaFormat ??= new Intl.NumberFormat('bn-BD', { useGrouping: true });
  return banglaFormat.format(value);
}

/**
 * A whole number in Bangla digits, digit for digit and without grouping, so a year stays '২০২৬'.
 * A plain map rather than a formatter: the appointment calendar writes its days and year with it
 * in its first render, which would otherwise pay for making the formatter above.
 */
export const banglaDigits = (value: number): string =>
  String(value).replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
