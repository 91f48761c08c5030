// Sign-in, registration and session calls, on the paths of the shared call
// registry (the specification's own, and ours in its style where it has none).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  CALLS,
  ChangePasswordAnswerSchema,
  ChangePasswordBodySchema,
  CustomerLoginAnswerSchema,
  CustomerLoginBodySchema,
  CustomerProfileAnswerSchema,
  CustomerProfileBodySchema,
  GuestLoginAnswerSchema,
  LoginAsClientAnswerSchema,
  LoginAsClientParamsSchema,
  LoginAsClientQuerySchema,
  LogoutAnswerSchema,
  LogoutBodySchema,
  OtpRequestAnswerSchema,
  OtpRequestBodySchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  RiderLoginAnswerSchema,
  RiderLoginBodySchema,
  RiderProfileAnswerSchema,
  SALEMAN_ROLE_CODES,
  StaffLoginAnswerSchema,
  StaffLoginBodySchema,
  SwapDcAnswerSchema,
  SwapDcParamsSchema,
} from '@eorder/shared';
import { hasInternalKey } from '../line/routes';
import { customerClaims, riderClaims, signingInGuest, staffClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  /** Built once in the composition root, shared with the LINE routes. */
  auth: AuthService;
}

const security = [{ jtoken: [] }];
const TAGS = ['auth'];

/** Body fields the limits count by. */
const mobileOf = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'MobileNo' in body &&
  typeof body.MobileNo === 'string'
    ? body.MobileNo
    : undefined;
const usernameOf = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  'Username' in body &&
  typeof body.Username === 'string'
    ? body.Username
    : undefined;

export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (
  app,
  { auth: service },
  done,
) => {
  const otpRequestLimit = app.signInLimit({
    group: 'otp-request',
    subject: (r) => mobileOf(r.body),
  });
  const otpVerifyLimit = app.signInLimit({ group: 'otp-verify', subject: (r) => mobileOf(r.body) });
  const passwordLimit = app.guessLimit({
    group: 'password',
    subject: (r) => usernameOf(r.body),
    isWrongGuess: (error) => error instanceof AppError && error.code === 'AUTH_BAD_CREDENTIALS',
  });
  const changePasswordLimit = app.signInLimit({
    group: 'change-password',
    subject: (r) => (r.auth?.kind === 'customer' ? r.auth.CUSTOMERCODE : undefined),
  });

  // ---------------------------------------------------------------- guests

  for (const url of [CALLS.guestLogin.path, ...CALLS.guestLogin.aliases]) {
    app.get(
      url,
      {
        schema: {
          tags: TAGS,
          summary: 'Start a guest session',
          description:
            'A guest jtoken for the default center (web configuration DEFAULT_SALE_UNIT, else the first ' +
            "active center). user.CUSTOMERCODE and user.userRole are 'GUEST'. GUEST_MODE_DISABLED when " +
            'guest mode is off.',
          response: { 200: GuestLoginAnswerSchema },
        },
      },
      async () => service.guestLogin(),
    );
  }

  // ---------------------------------------------------------------- one-time codes

  app.post(
    CALLS.otpRequest.path,
    {
      preHandler: otpRequestLimit,
      schema: {
        tags: TAGS,
        summary: 'Send a one-time code by SMS',
        description:
          'REGISTER answers MOBILE_ALREADY_EXISTS or MOBILE_INACTIVE for a known number. STAFF_LOGIN, ' +
          'RIDER_LOGIN and RESET_PASSWORD answer the same for every number and send only to active ' +
          'accounts. Limited per number and per address (RATE_LIMITED).',
        body: OtpRequestBodySchema,
        response: { 200: OtpRequestAnswerSchema },
      },
    },
    async (request) => service.requestOtp(request.body, request.ip),
  );

  // ---------------------------------------------------------------- customers

  app.post(
    CALLS.customerRegister.path,
    {
      preHandler: otpVerifyLimit,
      schema: {
        tags: TAGS,
        summary: 'Register a customer with the one-time code sent to the number',
        description:
          'OTP_INVALID, OTP_EXPIRED or OTP_TOO_MANY_ATTEMPTS for a bad code. The customer joins SaleUnit ' +
          '(or the default center), with approval PENDING when new customers wait for approval. ' +
          'LineUserToken links the LINE user id: only the bff may send it (X-Internal-Key), after it ' +
          "verified the LINE ID token, so no one can claim another person's LINE account (403 " +
          'LINE_TOKEN_INVALID otherwise). Answers the customer user with a jtoken.',
        body: RegisterBodySchema,
        response: { 200: RegisterAnswerSchema },
      },
    },
    async (request) => {
      if (request.body.LineUserToken?.trim() && !hasInternalKey(app.env, request)) {
        throw new AppError('LINE_TOKEN_INVALID');
      }
      return service.register(request.body, await signingInGuest(request, app.tokens));
    },
  );

  app.post(
    CALLS.customerLogin.path,
    {
      ...passwordLimit,
      schema: {
        tags: TAGS,
        summary: 'Customer sign-in with username or mobile number and password',
        description:
          'AUTH_BAD_CREDENTIALS for an unknown user or a wrong password alike; AUTH_ACCOUNT_INACTIVE for ' +
          'an inactive account. Answers the customer user with a jtoken for the home center. Wrong ' +
          'guesses are limited per address and per account (RATE_LIMITED): past the account limit, only ' +
          'addresses that have not guessed it wrong may still try it.',
        body: CustomerLoginBodySchema,
        response: { 200: CustomerLoginAnswerSchema },
      },
    },
    async (request) =>
      service.customerLogin(request.body, await signingInGuest(request, app.tokens)),
  );

  app.post(
    CALLS.customerProfile.path,
    {
      // Renews the token where the caller may still be: its center need not be usable any more.
      onRequest: app.requireCustomer({ allowGuest: true, center: 'switch' }),
      schema: {
        tags: TAGS,
        summary: "The caller's customer user with a fresh jtoken",
        security,
        // The specification sends {}; some clients send no body at all.
        body: z.nullish(CustomerProfileBodySchema),
        response: { 200: CustomerProfileAnswerSchema },
      },
    },
    async (request) => service.customerProfile(customerClaims(request)),
  );

  app.post(
    CALLS.changePassword.path,
    {
      onRequest: app.requireCustomer({ allowGuest: false }),
      preHandler: changePasswordLimit,
      schema: {
        tags: TAGS,
        summary: "Change the signed-in customer's password",
        description:
          'PASSWORD_WRONG when OldPassword does not match. Ends every earlier session of the customer ' +
          '(their tokens answer 401 as expired) and answers { status, jtoken } with a new token for the caller.',
        security,
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordAnswerSchema },
      },
    },
    async (request) => service.changePassword(customerClaims(request), request.body),
  );

  app.post(
    CALLS.logout.path,
    {
      onRequest: app.requireToken(),
      schema: {
        tags: TAGS,
        summary: "End every session of the caller's account",
        description:
          'Customer, staff or rider Bearer: every token issued to the account before, on any device, answers ' +
          "401 as expired from then on (ADR 033). A guest's token and a salesperson's client token end " +
          'nothing here: the bff drops their cookie. AUTH_REQUIRED without a Bearer.',
        security,
        // The specification's style sends {}; some clients send no body at all.
        body: z.nullish(LogoutBodySchema),
        response: { 200: LogoutAnswerSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw new Error('requireToken() is missing on this route');
      return service.logout(request.auth);
    },
  );

  app.get(
    CALLS.swapDc.path,
    {
      onRequest: app.requireCustomer({ allowGuest: true, center: 'switch' }),
      schema: {
        tags: TAGS,
        summary: 'Switch the session to another center',
        description:
          'A customer may switch to a center they belong to, a guest to any active center. ' +
          'CENTER_NOT_FOUND for an unknown or inactive center, CENTER_NOT_ALLOWED otherwise. Answers ' +
          'the user with a jtoken carrying the new SALEUNIT.',
        security,
        params: SwapDcParamsSchema,
        response: { 200: SwapDcAnswerSchema },
      },
    },
    async (request) => service.swapDc(customerClaims(request), centerOf(request).saleUnit),
  );

  // ---------------------------------------------------------------- salespeople and staff

  app.get(
    CALLS.loginAsClient.path,
    {
      onRequest: app.requireStaff({
        roles: SALEMAN_ROLE_CODES,
        roleError: 'SALEMAN_ROLE_REQUIRED',
      }),
      schema: {
        tags: TAGS,
        summary: 'A salesperson signs in as a client customer',
        description:
          'Staff token with role 3, 4, 5 or 8 (SALEMAN_ROLE_REQUIRED otherwise). saleUnit and activeDc ' +
          "must be among the salesperson's centers (CENTER_NOT_ALLOWED) and the customer must belong to " +
          'saleUnit (CUSTOMER_NOT_FOUND). The jtoken names the salesperson in UserId.',
        security,
        params: LoginAsClientParamsSchema,
        querystring: LoginAsClientQuerySchema,
        response: { 200: LoginAsClientAnswerSchema },
      },
    },
    async (request) =>
      service.loginAsClient(staffClaims(request), {
        code: request.params.code,
        saleUnit: request.params.saleUnit,
        activeDc: request.query.activeDc,
      }),
  );

  app.post(
    CALLS.staffLogin.path,
    {
      preHandler: otpVerifyLimit,
      schema: {
        tags: TAGS,
        summary: 'Merchant staff sign-in with the one-time code',
        description:
          'Request the code first with Purpose STAFF_LOGIN. Answers { jtoken, User, Dists }.',
        body: StaffLoginBodySchema,
        response: { 200: StaffLoginAnswerSchema },
      },
    },
    async (request) => service.staffLogin(request.body),
  );

  // ---------------------------------------------------------------- riders

  app.post(
    CALLS.riderLogin.path,
    {
      preHandler: otpVerifyLimit,
      schema: {
        tags: TAGS,
        summary: 'Rider sign-in with the one-time code',
        description: 'Request the code first with Purpose RIDER_LOGIN. Answers { jtoken, Rider }.',
        body: RiderLoginBodySchema,
        response: { 200: RiderLoginAnswerSchema },
      },
    },
    async (request) => service.riderLogin(request.body),
  );

  app.get(
    CALLS.riderProfile.path,
    {
      onRequest: app.requireRider(),
      schema: {
        tags: TAGS,
        summary: 'The signed-in rider',
        security,
        response: { 200: RiderProfileAnswerSchema },
      },
    },
    async (request) => service.riderProfile(riderClaims(request)),
  );
  done();
};
