/** Numbers in Bangla texts use Bangla digits ('৩টি স্লট খালি'), the way a Bangla reader expects them. */
const banglaDigits = new Intl.NumberFormat('bn-BD', { useGrouping: true });

export function banglaNumber(value: number): string {
  return banglaDigits.format(value);
}
