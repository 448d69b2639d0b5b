import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-header.js';
import { languageFromCookieHeader } from './language.js';

describe('reading a Cookie header', () => {
  it('finds a cookie wherever it stands, and only by its whole name', () => {
    expect(cookieValue('lang=bn', 'lang')).toBe('bn');
    expect(cookieValue('theme=dark;  lang=bn ; cart_lines=3', 'lang')).toBe('bn');
    expect(cookieValue('theme=dark; cart_lines=3', 'cart_lines')).toBe('3');
    expect(cookieValue('xlang=bn; langx=en', 'lang')).toBeUndefined();
    expect(cookieValue('token=a=b', 'token')).toBe('a=b');
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
    expect(cookieValue('', 'lang')).toBeUndefined();
  });

  it('takes the language from the lang cookie only when Sustho speaks it', () => {
    expect(languageFromCookieHeader('theme=dark; lang=bn')).toBe('bn');
    expect(languageFromCookieHeader('lang=fr')).toBeUndefined();
    expect(languageFromCookieHeader(undefined)).toBeUndefined();
  });
});
