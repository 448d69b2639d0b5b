import type { Language } from '@sustho/contracts';

const banglaDigits = new Intl.NumberFormat('bn-BD', { useGrouping: false });

/**
 * The SMS that carries a sign-in or phone-verification code, in the account's language. The code
 * stays in Latin digits in Bangla too: it is typed into a number field, and phones offer to paste
 * it from the SMS as it is.
 */
export function phoneCodeSms(code: string, minutes: number, language: Language): string {
  return language === 'bn'
    ? `সুস্থ: আপনার কোড ${code}। কোডটি ${banglaDigits.format(minutes)} মিনিট কাজ করবে। কাউকে এই কোড বলবেন না।`
    : `Sustho: your code is ${code}. It works for ${minutes} minutes. Never share it with anyone.`;
}
