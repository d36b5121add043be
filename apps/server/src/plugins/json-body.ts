import { AppError, ERROR_MESSAGES, hasUnsafeTextCharacter } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';

/** Deeper than any body of ours (an order with its lines and options is about 6 levels). */
export const MAX_BODY_DEPTH = 32;

/**
 * Walks a parsed body without recursion: refuses it when nested deeper than MAX_BODY_DEPTH (so no later hash,
 * validation or copy can overflow the stack) or when any key or string holds a control character (so every stored
 * string is safe text, whatever its schema says).
 */
const checkBody = (body: unknown): AppError | undefined => {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (hasUnsafeTextCharacter(value))
        return new AppError('VALIDATION', ERROR_MESSAGES.controlCharacterInBody);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return new AppError('VALIDATION', ERROR_MESSAGES.bodyTooDeep);
    for (const [key, child] of Object.entries(value)) {
      if (hasUnsafeTextCharacter(key))
        return new AppError('VALIDATION', ERROR_MESSAGES.controlCharacterInBody);
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
};

/**
 * Fastify's own JSON parser (prototype-poisoning checks, empty-body error) followed by the checks above, for every
 * JSON body of every route, before validation, the Idempotency-Key hash or any query (issue 9).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, parsed) => {
      if (error) return done(error, undefined);
      const refused = checkBody(parsed);
      return refused ? done(refused, undefined) : done(null, parsed);
    });
  });
};
