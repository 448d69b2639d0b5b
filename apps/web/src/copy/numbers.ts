/**
 * Numbers in Bangla texts use Bangla digits ('৩টি স্লট খালি'), the way a Bangla reader expects them.
 * The formatter is made at its first use: making one costs a phone some 80 ms, which every page
 * would pay at start-up, English ones included.
 */
let banglaDigits: Intl.NumberFormat | undefined;

export function banglaNumber(value: number): string {
  banglaDigits ??= new Intl.NumberFormat('bn-BD', { useGrouping: true });
  return banglaDigits.format(value);
}
