// A fake of the ordering API calls the LINE flows make, for the bff's tests; it checks the internal
// key exactly as the ordering API does.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { signToken } from '../../../../test/tokens.js';

export const TEST_INTERNAL_KEY = 'bff-line-test-internal-key';

export interface FakeCustomer {
  code: string;
  name: string;
  /** Centers the customer belongs to; the first is home. */
  centers: string[];
  inactive?: boolean;
  /** Answers a session without a customer code (off the contract). */
  offContract?: boolean;
}

export interface FakeStaff {
  id: number;
  name: string;
  role: number;
}

export interface FakeOrdering {
  url: string;
  app: FastifyInstance;
  received: { method: string; url: string; headers: Record<string, unknown>; body: unknown }[];
  lineCustomers: Map<string, FakeCustomer>;
  lineStaff: Map<string, FakeStaff>;
  friendships: Map<string, { isFriend: boolean; eventTime: number }>;
  /** The status the LINE logout calls answer (200 by default). */
  logoutStatus: { value: number };
  friendshipStatus: { value: number };
  close(): Promise<void>;
}

const errorBody = (status: number, code: string, message: string) => ({
  Message: message,
  IsExceptionHandler: true,
  Code: code,
  StatusCode: status,
});

export async function startFakeOrdering(): Promise<FakeOrdering> {
  const app = Fastify({ logger: false });
  const received: FakeOrdering['received'] = [];
  const lineCustomers = new Map<string, FakeCustomer>();
  const lineStaff = new Map<string, FakeStaff>();
  const friendships = new Map<string, { isFriend: boolean; eventTime: number }>();
  const logoutStatus = { value: 200 };
  const friendshipStatus = { value: 200 };

  app.addHook('preHandler', (request, _reply, next) => {
    received.push({
      method: request.method,
      url: request.url,
      headers: { ...request.headers },
      body: request.body,
    });
    next();
  });

  const internal = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.headers['x-internal-key'] === TEST_INTERNAL_KEY) return true;
    void reply.code(403).send(errorBody(403, 'AUTH_FORBIDDEN', 'forbidden'));
    return false;
  };

  const customerUser = async (customer: FakeCustomer, saleUnit: string) => ({
    jtoken: await signToken({
      kind: 'customer',
      role: 'CUSTOMER',
      sub: customer.code,
      extra: { CUSTOMERCODE: customer.code, SALEUNIT: saleUnit },
    }),
    CUSTOMERCODE: customer.code,
    CUSTOMERNAME: customer.name,
    SALEUNIT: saleUnit,
    ActiveDC: saleUnit,
    userRole: 'CUSTOMER',
  });

  app.post('/authen/line/customer', async (request, reply) => {
    if (!internal(request, reply)) return reply;
    const body = request.body as { LineUserId: string; SaleUnit?: string | null };
    const customer = lineCustomers.get(body.LineUserId);
    if (!customer)
      return reply.code(404).send(errorBody(404, 'LINE_ACCOUNT_NOT_LINKED', 'not linked'));
    if (customer.inactive)
      return reply.code(403).send(errorBody(403, 'AUTH_ACCOUNT_INACTIVE', 'inactive'));
    // An upstream that answers off the contract: a token but no customer code.
    if (customer.offContract) {
      const { CUSTOMERCODE: _dropped, ...rest } = await customerUser(
        customer,
        customer.centers[0]!,
      );
      return rest;
    }
    const saleUnit =
      body.SaleUnit && customer.centers.includes(body.SaleUnit)
        ? body.SaleUnit
        : customer.centers[0]!;
    return customerUser(customer, saleUnit);
  });

  app.post('/authen/line/staff', async (request, reply) => {
    if (!internal(request, reply)) return reply;
    const body = request.body as { LineUserId: string };
    const staff = lineStaff.get(body.LineUserId);
    if (!staff)
      return reply.code(404).send(errorBody(404, 'LINE_ACCOUNT_NOT_LINKED', 'not linked'));
    return {
      jtoken: await signToken({ kind: 'staff', role: staff.role, sub: String(staff.id) }),
      User: {
        userid: staff.id,
        usernames: staff.name,
        role: { RoleCode: staff.role, RoleName: 'Admin' },
      },
      Dists: [{ SaleUnit: '1001', DIST_NAME: 'Center 1001' }],
    };
  });

  app.post('/authen/line/link', async (request, reply) => {
    if (!internal(request, reply)) return reply;
    if (!request.headers.authorization)
      return reply.code(401).send(errorBody(401, 'AUTH_REQUIRED', 'sign in'));
    const body = request.body as { LineUserId: string };
    lineCustomers.set(body.LineUserId, { code: 'LINKED', name: 'Linked', centers: ['1001'] });
    return { status: 200 };
  });

  app.post('/authen/line/friendship', async (request, reply) => {
    if (!internal(request, reply)) return reply;
    if (friendshipStatus.value !== 200)
      return reply
        .code(friendshipStatus.value)
        .send(errorBody(friendshipStatus.value, 'INTERNAL', 'down'));
    const body = request.body as { LineUserId: string; IsFriend: boolean; EventTime: number };
    friendships.set(body.LineUserId, { isFriend: body.IsFriend, eventTime: body.EventTime });
    return { status: 200 };
  });

  for (const path of ['/api/line/revokeToken', '/api/merchant/user/line/logout']) {
    app.post(path, async (request, reply) => {
      if (!request.headers.authorization)
        return reply.code(401).send(errorBody(401, 'AUTH_REQUIRED', 'sign in'));
      if (logoutStatus.value !== 200)
        return reply
          .code(logoutStatus.value)
          .send(errorBody(logoutStatus.value, 'INTERNAL', 'failed'));
      return { status: 200 };
    });
  }

  app.post('/authen/customer/register', async (request, reply) => {
    const body = request.body as {
      CUSTOMERNAME: string;
      OtpCode: string;
      SaleUnit?: string;
      LineUserToken?: string;
    };
    if (body.OtpCode !== '123456')
      return reply.code(400).send(errorBody(400, 'OTP_INVALID', 'รหัส OTP ไม่ถูกต้อง'));
    const customer: FakeCustomer = {
      code: 'NEW001',
      name: body.CUSTOMERNAME,
      centers: [body.SaleUnit ?? '1001'],
    };
    if (body.LineUserToken) lineCustomers.set(body.LineUserToken, customer);
    return customerUser(customer, customer.centers[0]!);
  });

  app.get('/authen/login/guest', async () => ({
    status: 200,
    jtoken: await signToken({
      kind: 'customer',
      role: 'GUEST',
      sub: 'GUEST',
      extra: { CUSTOMERCODE: 'GUEST', SALEUNIT: '1001' },
    }),
    user: { CUSTOMERCODE: 'GUEST', userRole: 'GUEST', SALEUNIT: '1001' },
  }));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    received,
    lineCustomers,
    lineStaff,
    friendships,
    logoutStatus,
    friendshipStatus,
    close: () => app.close(),
  };
}
