import type { Language } from '@sustho/contracts';
import { requestLanguage } from '@sustho/contracts/language';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A catalogue text in the reader's language: its Bangla twin for a Bangla reader when the clinic
 * wrote one, else the English (decision 042). The one rule every module that serves the clinic's
 * content follows.
 */
export function inLanguage(english: string, bangla: string, language: Language): string {
  return language === 'bn' && bangla.trim() !== '' ? bangla : english;
}

/**
 * The language a request reads catalogue content in (the `lang` cookie, else Accept-Language),
 * marking the answer as varying by them: a shared cache keeps one copy per language, never a
 * Bangla answer for an English reader.
 */
export function readerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header('vary', 'accept-language, cookie');
  return requestLanguage(request.headers);
}
