import { envelope, type CallAnswer, type CallShape } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodApp } from '../types.js';
import { ok } from './envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the declaration a route was registered from (`route()`); absent on infrastructure */
    call?: CallShape;
  }
}

type Parsed<S, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/** The request as the handler sees it: params, query, body and headers parsed by the call's schemas. */
export type CallRequest<C extends CallShape> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'headers'
> & {
  params: Parsed<C['params'], Record<string, never>>;
  query: Parsed<C['query'], Record<string, never>>;
  body: Parsed<C['body'], undefined>;
  headers: Parsed<C['headers'], unknown> & FastifyRequest['headers'];
};

/**
 * What a handler gives back: the envelope's `data` (wrapped here), or the reply itself when it
 * answered on its own (a file download, a 304 for a fresh ETag).
 */
export type CallHandler<C extends CallShape> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallAnswer<C> | FastifyReply> | CallAnswer<C> | FastifyReply;

/**
 * Registers one declared call: method, path, schemas, the envelope answer, `public` access,
 * tags and summary all come from the declaration, so the route file only maps it to a service.
 */
export function route<C extends CallShape>(app: ZodApp, call: C, handler: CallHandler<C>): void {
  const answersFile = call.answer === 'file';
  app.route({
    method: call.method,
    url: call.path,
    config: { call, ...(call.access === 'public' ? { public: true } : {}) },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: {
      tags: [...call.tags],
      ...(call.summary ? { summary: call.summary } : {}),
      ...(call.deprecated ? { deprecated: true } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.headers ? { headers: call.headers } : {}),
      // a file is sent as it is; everything else through the envelope's serializer
      ...(answersFile ? {} : { response: { 200: envelope(call.response) } }),
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as CallRequest<C>, reply);
      // The reply is a thenable: awaiting a handler that gave it back resolves to nothing once
      // the answer went out, so "it answered itself" is told by the reply, not by `result`;
      // wrapping that nothing in an envelope would send a second answer (FST_ERR_REP_ALREADY_SENT).
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      return ok(result);
    },
  });
}
