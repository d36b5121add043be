import { AppError, ERROR_MESSAGES, isAppError } from '@jumun/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/connection-loss';
import { hasControlCharacterInUrl, isDatabaseInputError } from '../db/input-errors';
import { invalidInput } from '../lib/invalid-input';

/** Maps framework errors (validation, body size, JSON parse, rate limit) onto the shared error model. */
const toAppError = (error: FastifyError): AppError => {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: v.message ?? '',
    }));
    return invalidInput(issues);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', ERROR_MESSAGES.payloadTooLarge);
  if (error.statusCode === 429)
    return new AppError('RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도하세요.');
  if (isDatabaseInputError(error)) return new AppError('VALIDATION', ERROR_MESSAGES.invalidValue);
  if (isConnectionLoss(error))
    return new AppError('SERVICE_UNAVAILABLE', ERROR_MESSAGES.serviceUnavailable, { retryAfterSeconds: 1 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(
      error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION',
      `요청을 처리할 수 없습니다: ${error.message}`,
    );
  }
  return new AppError('INTERNAL', ERROR_MESSAGES.internal);
};

/**
 * The router's own refusals (a malformed URL, a path parameter over 100 characters) happen before any hook, so
 * neither the error handler nor the security headers see them: answer them here in the envelope, with the JSON
 * answers' headers (issue 9; `headers` is `apiAnswerHeaders` of plugins/api-headers.ts).
 */
export const createFrameworkErrorAnswer =
  (headers: Record<string, string>) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    reply
      .status(isTooLong ? 414 : 400)
      .headers(headers)
      .send({
        isSuccess: false,
        message: isTooLong ? ERROR_MESSAGES.pathTooLong : ERROR_MESSAGES.badUrl,
        error: 'VALIDATION',
      });
  };

export const registerErrorHandler = (app: FastifyInstance) => {
  // No id, path or query value of ours contains a control character: refuse it before any route or query sees it.
  // A callback hook, not an async one: it runs on every request and needs no promise (issue 16).
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      hasControlCharacterInUrl(request.url)
        ? new AppError('VALIDATION', ERROR_MESSAGES.controlCharacter)
        : undefined,
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'SERVICE_UNAVAILABLE')
      request.log.warn({ url: request.url, cause: error.message }, 'database connection lost');
    else if (appError.status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    else request.log.info({ code: appError.code, url: request.url }, appError.message);
    if (appError.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(appError.retryAfterSeconds));
    return reply.status(appError.status).send({
      isSuccess: false,
      message: appError.message,
      error: appError.code,
      ...(appError.details === undefined ? {} : { details: appError.details }),
    });
  });
};
