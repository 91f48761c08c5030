// The calls of ordering for a client: an agent's (customer mount) and a salesperson's (merchant
// mount). Each parses its answer with the contract's schema.
import useSWR, { mutate } from 'swr';
import {
  AgentClientRegisterAnswerSchema,
  AgentClientsAnswerSchema,
  AgentProductSaveAnswerSchema,
  AgentProductSchema,
  AgentProductsAnswerSchema,
  AgentProfileAnswerSchema,
  buildPath,
  CALL_PATHS,
  CustomerUserSchema,
  LoginAsClientAnswerSchema,
  MySalesAnswerSchema,
  SalesClientsAnswerSchema,
  type AgentClientRegisterBody,
  type AgentProductSaveBody,
} from '@eorder/shared';
import { customerApi, merchantApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** Throws the API's message: SWR keeps it as the error the page shows. */
function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export const useAgentProfile = () =>
  useSWR(['agent-profile'], async () => unwrap(await customerApi.get(CALL_PATHS.agentProfile, { schema: AgentProfileAnswerSchema })), swrDefaults);

export const useAgentClients = (text: string) =>
  useSWR(['agent-clients', text], async () =>
    unwrap(await customerApi.get(CALL_PATHS.agentClients, { query: { text, take: 100 }, schema: AgentClientsAnswerSchema })),
    swrDefaults,
  );

export const registerAgentClient = (body: AgentClientRegisterBody) =>
  customerApi.post(CALL_PATHS.agentClientRegister, body, { schema: AgentClientRegisterAnswerSchema });

export const agentClientLogin = (code: string, saleUnit: string) =>
  customerApi.post(buildPath('agentClientLogin', { code, saleUnit }), {}, { schema: CustomerUserSchema });

export const agentSwitchBack = () => customerApi.post(CALL_PATHS.agentSwitchBack, {}, { schema: CustomerUserSchema });

export const useAgentProducts = () =>
  useSWR(['agent-products'], async () =>
    unwrap(await customerApi.get(CALL_PATHS.agentProducts, { query: { take: 100 }, schema: AgentProductsAnswerSchema })),
    swrDefaults,
  );

export const useAgentProduct = (id: number | null) =>
  useSWR(id ? ['agent-product', id] : null, async () =>
    unwrap(await customerApi.get(buildPath('agentProduct', { id: String(id) }), { schema: AgentProductSchema })),
    swrDefaults,
  );

export const saveAgentProduct = (body: AgentProductSaveBody) =>
  customerApi.post(CALL_PATHS.agentProductSave, body, { schema: AgentProductSaveAnswerSchema });

export const loginAsClient = (code: string, saleUnit: string, activeDc?: string) =>
  merchantApi.get(buildPath('loginAsClient', { code, saleUnit }), {
    query: { activeDc: activeDc ?? saleUnit },
    schema: LoginAsClientAnswerSchema,
  });

export const useMySales = (saleUnit: string | null, month: string | null) =>
  useSWR(saleUnit ? ['my-sales', saleUnit, month] : null, async () =>
    unwrap(
      await merchantApi.get(CALL_PATHS.salesMySales, {
        query: { saleUnit, month, take: 50 },
        schema: MySalesAnswerSchema,
      }),
    ),
    swrDefaults,
  );

export const useSalesClients = (saleUnit: string | null, text: string) =>
  useSWR(saleUnit ? ['sales-clients', saleUnit, text] : null, async () =>
    unwrap(
      await merchantApi.get(CALL_PATHS.salesClients, {
        query: { saleUnit, text, take: 20 },
        schema: SalesClientsAnswerSchema,
      }),
    ),
    swrDefaults,
  );

/** Reads the agent's lists again (after a change of theirs). */
export const refreshAgentLists = () =>
  mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('agent-'));
