// Agents (main stores) and their clients (ADR 081): the overview, the clients with what the agent
// ordered for them, registering a client, and the products the agent resells. Signing in as a
// client and back is the auth service's, which owns every token.
import {
  AppError,
  isVerifiedAgent,
  type AgentClient,
  type AgentClientRegisterBody,
  type AgentClientsAnswer,
  type AgentClientsQuery,
  type AgentProduct,
  type AgentProductSaveBody,
  type AgentProductsAnswer,
  type AgentProductsQuery,
  type AgentProfileAnswer,
  type CustomerClaims,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-state';
import { agentCandidateOf } from '../auth/repository';
import type { AuthService } from '../auth/service';
import { createAgentRepository, type AgentProductRow, type ClientRow } from './repository';

const toClient = (row: ClientRow, saleUnit: string): AgentClient => ({
  CUSTOMERCODE: row.customerCode,
  CUSTOMERNAME: row.customerName,
  SALEUNIT: saleUnit,
  MobileNo: row.mobileNo,
  Address: row.address,
  TotalOrder: row.totalOrder,
  TotalGrossAmount: row.totalGross,
});

const toProduct = (row: AgentProductRow): AgentProduct => ({
  Id: row.id,
  P_Code: row.pCode,
  PRODUCTNAME: row.productName,
  UnitName: row.unitName,
  CenterPrice: row.centerPrice,
  Price: row.price,
  Active: row.active,
});

export function createAgentService(deps: { db: Db; auth: AuthService }) {
  const { db, auth } = deps;
  const repository = createAgentRepository(db);

  return {
    async profile(claims: CustomerClaims, saleUnit: string): Promise<AgentProfileAnswer> {
      const agent = await auth.verifiedAgent(claims);
      const overview = await repository.overview(agent.id, saleUnit);
      return {
        CUSTOMERCODE: agent.customerCode,
        CUSTOMERNAME: agent.customerName,
        SALEUNIT: saleUnit,
        ...agentCandidateOf(agent),
        AuthorizeAmount: agent.authorizeAmount,
        DebtAmount: agent.debtAmount,
        IsVerified: isVerifiedAgent(agentCandidateOf(agent)),
        TotalOrder: overview.totalOrder,
        TotalGrossAmount: overview.totalGross,
      };
    },

    async clients(claims: CustomerClaims, saleUnit: string, query: AgentClientsQuery): Promise<AgentClientsAnswer> {
      const agent = await auth.verifiedAgent(claims);
      const { rows, total } = await repository.clients(agent.id, saleUnit, query);
      return { Data: rows.map((row) => toClient(row, saleUnit)), Total: total };
    },

    async registerClient(claims: CustomerClaims, saleUnit: string, body: AgentClientRegisterBody) {
      const agent = await auth.verifiedAgent(claims);
      try {
        const row = await db.transaction((tx) =>
          repository.registerClient(
            agent.id,
            saleUnit,
            { customerName: body.CUSTOMERNAME, mobileNo: body.MobileNo, address: body.Address?.trim() || null },
            tx,
          ),
        );
        return { status: 200, Data: toClient(row, saleUnit) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('MOBILE_ALREADY_EXISTS');
        throw error;
      }
    },

    async products(claims: CustomerClaims, saleUnit: string, query: AgentProductsQuery): Promise<AgentProductsAnswer> {
      const agent = await auth.verifiedAgent(claims);
      const { rows, total } = await repository.products(agent.id, saleUnit, query);
      return { Data: rows.map(toProduct), Total: total };
    },

    async product(claims: CustomerClaims, saleUnit: string, id: number): Promise<AgentProduct> {
      const agent = await auth.verifiedAgent(claims);
      const { rows } = await repository.products(agent.id, saleUnit, { text: '', skip: 0, take: 1, id });
      const [row] = rows;
      // Another agent's product reads as unknown.
      if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productCode: String(id) });
      return toProduct(row);
    },

    async saveProduct(claims: CustomerClaims, saleUnit: string, body: AgentProductSaveBody) {
      const agent = await auth.verifiedAgent(claims);
      if (!(await repository.centerSells(saleUnit, body.P_Code)))
        throw new AppError('PRODUCT_NOT_FOUND', { productCode: body.P_Code });
      let id: number | undefined;
      try {
        id = await repository.saveProduct(agent.id, saleUnit, {
          id: body.Id,
          pCode: body.P_Code,
          price: body.Price,
          active: body.Active,
        });
      } catch (error) {
        // Changing one product into another the agent already resells.
        if (isUniqueViolation(error)) throw new AppError('PRODUCT_CODE_TAKEN', { productCode: body.P_Code });
        throw error;
      }
      if (id === undefined) throw new AppError('PRODUCT_NOT_FOUND', { productCode: String(body.Id) });
      return { status: 200, Data: await this.product(claims, saleUnit, id) };
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
