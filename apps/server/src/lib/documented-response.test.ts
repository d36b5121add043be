import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedResponse, serializerCompiler } from './documented-response';

const app = Fastify({ logger: false });
const answer = z.object({ name: z.string() });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const handler = async () => ({ name: '라떼', internal: 'x' }) as { name: string };
  api.get('/encoded', { schema: { response: { 200: answer } }, handler });
  api.get('/documented', { schema: { response: { 200: documentedResponse(answer.extend({})) } }, handler });
});
afterAll(async () => app.close());

describe('serializerCompiler', () => {
  it('encodes answers through their zod schema (unknown keys dropped)', async () => {
    expect((await app.inject({ url: '/encoded' })).json()).toEqual({ name: '라떼' });
  });

  it('sends a documented-only answer as the handler built it', async () => {
    expect((await app.inject({ url: '/documented' })).json()).toEqual({ name: '라떼', internal: 'x' });
  });
});
