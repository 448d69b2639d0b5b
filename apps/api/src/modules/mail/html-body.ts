import type { Language } from '@sustho/contracts';

/**
 * Fonts that draw Bangla on the phones and desktops patients read mail on (Android's Noto,
 * Windows' Vrinda and Nirmala UI, macOS and iOS's Bangla Sangam), then the usual Latin ones.
 */
const FONT_STACK =
  "'Noto Sans Bengali', 'Hind Siliguri', 'Nirmala UI', Vrinda, 'Bangla Sangam MN', 'Segoe UI', Roboto, Arial, sans-serif";

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /(https?:\/\/[^\s<]+)/g;

/**
 * The HTML twin of a plain-text e-mail: the same words, paragraphs kept, the message's own `links`
 * made clickable, declared in its language and set in a font stack that renders Bangla. Names and
 * other text users typed are escaped, so they can never become markup, and a URL typed into them
 * is not one of `links`, so it never becomes a link.
 */
export function htmlBody(text: string, language: Language, links: readonly string[]): string {
  const own = new Set(links.map(escapeHtml));
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${escapeHtml(paragraph)
          .replace(LINK, (url) => (own.has(url) ? `<a href="${url}">${url}</a>` : url))
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"></head>
<body style="font-family:${FONT_STACK.replace(/"/g, '')};font-size:16px;line-height:1.6;color:#1f2937">
${paragraphs}
</body>
</html>`;
}
