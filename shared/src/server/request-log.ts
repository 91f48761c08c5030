// Fastify's request lines, one per request, for both services: method, url,
// caller, status and time, written once it is answered. Fastify's default adds
// a line when the request arrives, which says nothing the answered line does
// not, at the cost of a second write for every call. Server-only: the web never
// imports this path.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
