import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './session.service.js';

/** The client facts a session records and throttles use (address honours TRUST_PROXY). */
export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent : null };
}
