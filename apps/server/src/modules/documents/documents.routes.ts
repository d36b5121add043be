import {
  AppError,
  catalogueItemOutputSchema,
  type DocumentArea,
  type DocumentKind,
  documentOutputSchema,
  documentQuerySchema,
  envelopeSchema,
  idSchema,
  isDocumentArea,
  isDocumentKind,
  savedIdSchema,
  savedManySchema,
  saveManyBodySchema,
  saveOneBodySchema,
} from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedResponse } from '../../lib/documented-response';
import { idempotencyOf } from '../idempotency';
import type { DocumentsService } from './documents.service';

const kindParams = z.object({ area: z.string(), kind: z.string() });
const itemParams = kindParams.extend({ id: idSchema });

type KindParams = { area: DocumentArea; kind: DocumentKind };

/** Unknown kind or area → 404 before any query runs. */
const requireKnownKind = (params: { area: string; kind: string }): KindParams => {
  if (!isDocumentArea(params.area)) throw new AppError('NOT_FOUND', `알 수 없는 영역입니다: ${params.area}`);
  if (!isDocumentKind(params.kind))
    throw new AppError('NOT_FOUND', `알 수 없는 문서 종류입니다: ${params.kind}`);
  return { area: params.area, kind: params.kind };
};

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The list's envelope around its already serialised items (the list cache keeps the items' JSON). */
const listEnvelope = ({ itemsJson, syncPosition }: { itemsJson: string; syncPosition: string }) =>
  `{"isSuccess":true,"data":${itemsJson},"syncPosition":${JSON.stringify(syncPosition)}}`;

/** Spec §7 rows 1–6: `api/document/{area}/{kind}`. */
export const registerDocumentRoutes = (app: FastifyInstance, documents: DocumentsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/document/:area/:kind';

  api.get(`${base}/deleted`, {
    schema: {
      params: kindParams,
      querystring: documentQuerySchema,
      response: { 200: envelopeSchema(z.array(z.string())) },
    },
    handler: async (request) => {
      const { area, kind } = requireKnownKind(request.params);
      const { ids, syncPosition } = await documents.listDeleted(
        request.session,
        area,
        kind,
        request.query.companyId,
        request.query.since,
      );
      return { isSuccess: true, data: ids, syncPosition };
    },
  });

  api.get(`${base}/:id`, {
    schema: {
      params: itemParams,
      querystring: documentQuerySchema,
      response: { 200: documentedResponse(envelopeSchema(documentOutputSchema)) },
    },
    handler: async (request) => {
      const { area, kind } = requireKnownKind(request.params);
      const data = await documents.getOne(
        request.session,
        area,
        kind,
        request.query.companyId,
        request.params.id,
      );
      return { isSuccess: true, data };
    },
  });

  api.get(base, {
    schema: {
      params: kindParams,
      querystring: documentQuerySchema,
      response: { 200: documentedResponse(envelopeSchema(z.array(catalogueItemOutputSchema))) },
    },
    handler: async (request, reply) => {
      const { area, kind } = requireKnownKind(request.params);
      const list = await documents.list(
        request.session,
        area,
        kind,
        request.query.companyId,
        request.query.since,
      );
      // A JSON string with a JSON content type goes out as it is: the items arrive serialised (decisions/032).
      return reply.type(JSON_CONTENT_TYPE).send(listEnvelope(list) as never);
    },
  });

  api.post(`${base}/saveMany`, {
    schema: {
      params: kindParams,
      body: saveManyBodySchema,
      response: { 200: envelopeSchema(savedManySchema) },
    },
    preValidation: async (request) => {
      requireKnownKind(request.params as { area: string; kind: string });
    },
    handler: async (request) => {
      const { area, kind } = requireKnownKind(request.params);
      const data = await documents.saveMany(
        request.session,
        area,
        kind,
        request.body.companyId,
        request.body.items,
        idempotencyOf(request),
      );
      return { isSuccess: true, data };
    },
  });

  api.post(base, {
    schema: { params: kindParams, body: saveOneBodySchema, response: { 200: envelopeSchema(savedIdSchema) } },
    preValidation: async (request) => {
      requireKnownKind(request.params as { area: string; kind: string });
    },
    handler: async (request) => {
      const { area, kind } = requireKnownKind(request.params);
      const data = await documents.saveOne(
        request.session,
        area,
        kind,
        request.body.companyId,
        request.body.item,
        idempotencyOf(request),
      );
      return { isSuccess: true, data };
    },
  });

  api.delete(`${base}/:id`, {
    schema: {
      params: itemParams,
      querystring: documentQuerySchema,
      response: { 200: envelopeSchema(z.object({ id: z.string() })) },
    },
    handler: async (request) => {
      const { area, kind } = requireKnownKind(request.params);
      const data = await documents.remove(
        request.session,
        area,
        kind,
        request.query.companyId,
        request.params.id,
      );
      return { isSuccess: true, data };
    },
  });
};
