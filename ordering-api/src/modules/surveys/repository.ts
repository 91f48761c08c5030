// The surveys' tables: a center's surveys with their questions, a customer of a center, and the
// fillings with their answers.
import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { staffCenterCodes } from '../auth/repository';
import {
  customerCenters,
  customers,
  staffUsers,
  surveyQuestions,
  surveyResponseAnswers,
  surveyResponses,
  surveys,
} from '../../db/schema';

export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type QuestionInsert = Omit<typeof surveyQuestions.$inferInsert, 'surveyId'>;
export interface CenterCustomer {
  id: number;
  code: string;
  name: string;
  customerType: string | null;
}
export interface AnswerInsert {
  questionId: number;
  kind: string;
  questionText: string;
  value: string | null;
}

export function createSurveyRepository(db: Db) {
  return {
    staffCenters: (staffUserId: number) => staffCenterCodes(db, staffUserId),

    /** An active customer linked to the center, with their type there (the center's own first). */
    async centerCustomer(code: string, saleUnit: string): Promise<CenterCustomer | undefined> {
      const [row] = await db
        .select({
          id: customers.id,
          code: customers.customerCode,
          name: customers.customerName,
          customerType: sql<string | null>`coalesce(${customerCenters.customerType}, ${customers.customerType})`,
        })
        .from(customers)
        .innerJoin(customerCenters, eq(customerCenters.customerId, customers.id))
        .where(
          and(
            eq(customers.customerCode, code),
            eq(customers.active, true),
            eq(customerCenters.saleUnit, saleUnit),
            eq(customerCenters.active, true),
          ),
        )
        .limit(1);
      return row;
    },

    /** Surveys of the centers; with a type, those of the type and those for every type. */
    list(saleUnits: string[], customerType: string | undefined, withInactive: boolean) {
      return db
        .select()
        .from(surveys)
        .where(
          and(
            inArray(surveys.saleUnit, saleUnits),
            withInactive ? undefined : eq(surveys.active, true),
            customerType === undefined
              ? undefined
              : or(isNull(surveys.customerType), eq(surveys.customerType, customerType)),
          ),
        )
        .orderBy(asc(surveys.saleUnit), asc(surveys.title), asc(surveys.id));
    },

    async questionsOf(surveyIds: number[], tx: DbOrTx = db): Promise<QuestionRow[]> {
      if (surveyIds.length === 0) return [];
      return tx
        .select()
        .from(surveyQuestions)
        .where(inArray(surveyQuestions.surveyId, surveyIds))
        .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.sort));
    },

    async find(surveyId: number, tx: DbOrTx = db): Promise<SurveyRow | undefined> {
      const [row] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
      return row;
    },

    /** Locks the survey row, so two editors' changes of its questions follow one another. */
    async lock(surveyId: number, tx: DbOrTx): Promise<SurveyRow | undefined> {
      const [row] = await tx.select().from(surveys).where(eq(surveys.id, surveyId)).for('update');
      return row;
    },

    async insert(values: typeof surveys.$inferInsert, tx: DbOrTx): Promise<SurveyRow> {
      const [row] = await tx.insert(surveys).values(values).returning();
      if (!row) throw new Error('survey insert returned nothing');
      return row;
    },

    async update(surveyId: number, values: Partial<typeof surveys.$inferInsert>, tx: DbOrTx) {
      await tx
        .update(surveys)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(surveys.id, surveyId));
    },

    /** Replaces the questions: kept ones updated, new ones added, the others removed. */
    async replaceQuestions(
      surveyId: number,
      questions: (QuestionInsert & { id?: number | undefined })[],
      tx: DbOrTx,
    ): Promise<void> {
      const kept = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
      await tx
        .delete(surveyQuestions)
        .where(
          and(
            eq(surveyQuestions.surveyId, surveyId),
            kept.length > 0 ? notInArray(surveyQuestions.id, kept) : undefined,
          ),
        );
      for (const { id, ...values } of questions) {
        if (id === undefined) await tx.insert(surveyQuestions).values({ ...values, surveyId });
        else
          await tx
            .update(surveyQuestions)
            .set(values)
            .where(and(eq(surveyQuestions.id, id), eq(surveyQuestions.surveyId, surveyId)));
      }
    },

    async responseByRef(staffUserId: number, clientRef: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(and(eq(surveyResponses.staffUserId, staffUserId), eq(surveyResponses.clientRef, clientRef)))
        .limit(1);
      return row?.id;
    },

    /** Keeps a filling; undefined when the same form's key was kept meanwhile. */
    async insertResponse(
      values: typeof surveyResponses.$inferInsert,
      answers: AnswerInsert[],
      tx: DbOrTx,
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(surveyResponses)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: surveyResponses.id });
      if (!row) return undefined;
      if (answers.length > 0) {
        await tx
          .insert(surveyResponseAnswers)
          .values(answers.map((answer, sort) => ({ ...answer, sort, responseId: row.id })));
      }
      return row.id;
    },

    /**
     * A customer's fillings at a center, newest first, with who filled them: `take` of them older
     * than the filling `before` (which must be this customer's at this center: otherwise none), and
     * one more to tell whether a next page exists.
     */
    async responses(customerId: number, saleUnit: string, before: number | undefined, take: number) {
      const where = and(eq(surveyResponses.customerId, customerId), eq(surveyResponses.saleUnit, saleUnit));
      const [cursor] = before
        ? await db.select({ id: surveyResponses.id, createdAt: surveyResponses.createdAt }).from(surveyResponses).where(and(where, eq(surveyResponses.id, before)))
        : [];
      const [rows, [total]] = await Promise.all([
        before && !cursor
          ? Promise.resolve([])
          : db
              .select({ response: surveyResponses, staffName: staffUsers.displayName })
              .from(surveyResponses)
              .leftJoin(staffUsers, eq(staffUsers.id, surveyResponses.staffUserId))
              .where(
                cursor
                  ? and(
                      where,
                      or(
                        lt(surveyResponses.createdAt, cursor.createdAt),
                        and(eq(surveyResponses.createdAt, cursor.createdAt), lt(surveyResponses.id, cursor.id)),
                      ),
                    )
                  : where,
              )
              .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
              .limit(take + 1),
        db.select({ n: count() }).from(surveyResponses).where(where),
      ]);
      const page = rows.slice(0, take);
      const next = rows.length > take ? (page[page.length - 1]?.response.id ?? null) : null;
      return { rows: page, total: total?.n ?? 0, next };
    },

    async responseRows(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ response: surveyResponses, staffName: staffUsers.displayName })
        .from(surveyResponses)
        .leftJoin(staffUsers, eq(staffUsers.id, surveyResponses.staffUserId))
        .where(inArray(surveyResponses.id, ids));
    },

    async answersOf(responseIds: number[]) {
      if (responseIds.length === 0) return [];
      return db
        .select()
        .from(surveyResponseAnswers)
        .where(inArray(surveyResponseAnswers.responseId, responseIds))
        .orderBy(asc(surveyResponseAnswers.responseId), asc(surveyResponseAnswers.sort));
    },

  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
