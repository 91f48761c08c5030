// A merchant's self-registration (ADR 053): the staff account, the center they create or ask to
// join, its bank account, and later its verification images. The account, the center, its link,
// the bank account and the join requests are written in one transaction with the one-time code.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  type BankAnswer,
  type BankQuery,
  type MerchantRegisterAnswer,
  type MerchantRegisterBody,
  type MerchantUploadImageAnswer,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/password';
import { isUniqueViolation } from '../../db/sql-state';
import { publicFileUrl } from '../../plugins/files';
import type { TokenService } from '../../plugins/auth';
import type { AuthRepository } from '../auth/repository';
import { staffTokenInput, staffUser } from '../auth/service';
import type { OtpService } from '../auth/otp';
import { toWireCenter } from '../centers/service';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import type { CenterImages, RegistrationRepository } from './repository';

/** The role of a member who creates a center: its merchant. Joining alone gives a salesperson. */
export const CREATOR_ROLE = { code: '1', name: 'ผู้ดูแลร้านค้า' } as const;
export const JOINER_ROLE = { code: '3', name: 'พนักงานขาย' } as const;

/** A new center's sale unit: 'N' and six digits, drawn until free. */
const drawSaleUnit = () => `N${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

const areaCode = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

export interface RegistrationServiceDeps {
  db: Db;
  repository: RegistrationRepository;
  auth: AuthRepository;
  otp: OtpService;
  tokens: TokenService;
  images: ImageStore;
  log: FastifyBaseLogger;
}

export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { db, repository, auth, otp, tokens, images, log } = deps;

  async function freeSaleUnit(): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const saleUnit = drawSaleUnit();
      if (!(await repository.centerExists(saleUnit))) return saleUnit;
    }
    throw new AppError('CONFLICT');
  }

  /** Everything that can be refused before anything is written. */
  async function checkRegistration(body: MerchantRegisterBody): Promise<string[]> {
    const { Saleman: person } = body;
    if (await auth.findStaffByMobile(person.mobileNo)) {
      throw new AppError('MOBILE_ALREADY_EXISTS', { mobile: person.mobileNo });
    }
    if (person.username && (await repository.findStaffByUsername(person.username))) {
      throw new AppError('USERNAME_ALREADY_EXISTS', { username: person.username });
    }
    const lineUserId = person.LineUserToken?.trim();
    if (lineUserId && (await repository.findStaffByLineUserId(lineUserId))) throw new AppError('CONFLICT');
    const referral = person.referralCode?.trim();
    if (referral && !(await auth.findActiveStaffBySaleCode(referral))) {
      throw new AppError('REFERRAL_CODE_INVALID', { referralCode: referral });
    }
    const wanted = [...new Set(body.SelectedDists)];
    const found = await repository.activeCenters(wanted);
    const missing = wanted.find((saleUnit) => !found.includes(saleUnit));
    if (missing !== undefined) throw new AppError('CENTER_NOT_FOUND', { saleUnit: missing });
    if (body.BankAccount) {
      // A bank account belongs to a center: only the one created here can be given one.
      if (!body.DistributionCenter) {
        throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'body.BankAccount', message: 'A bank account needs a new center' }] });
      }
      if (!(await repository.findBank(body.BankAccount.bankcode))) {
        throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'body.BankAccount.bankcode', message: 'Unknown bank' }] });
      }
    }
    return found;
  }

  return {
    async banks(_query: BankQuery, lang: 'th' | 'en'): Promise<BankAnswer> {
      const rows = await repository.listBanks();
      return rows.map((row) => ({ bankcode: row.bankCode, bankname: lang === 'en' ? row.bankNameEn : row.bankNameTh }));
    },

    async register(body: MerchantRegisterBody): Promise<MerchantRegisterAnswer & { Token: string }> {
      const person = body.Saleman;
      const code = await otp.check({ purpose: 'STAFF_REGISTER', mobileNo: person.mobileNo, refCode: body.RefCode, code: body.OtpCode });
      const joining = await checkRegistration(body);
      const newCenter = body.DistributionCenter;
      const saleUnit = newCenter ? await freeSaleUnit() : null;
      const passwordHash = await hashPassword(person.password);
      const role = newCenter ? CREATOR_ROLE : JOINER_ROLE;

      let result;
      try {
        result = await db.transaction(async (tx) => {
          await otp.consume(code, tx);
          const staff = await repository.insertStaff(
            {
              displayName: person.name,
              username: person.username?.trim() || null,
              mobileNo: person.mobileNo,
              email: person.email ?? null,
              roleCode: role.code,
              roleName: role.name,
              lineUserId: person.LineUserToken?.trim() || null,
              passwordHash,
              birthDate: person.birthDate ?? null,
              address: person.address ?? null,
              provinceCode: areaCode(person.province_id),
              ampherCode: areaCode(person.district_id),
              townCode: areaCode(person.town_id),
              zip: person.zipcode ?? null,
            },
            tx,
          );
          let center = null;
          if (newCenter && saleUnit) {
            const area = { provinceCode: areaCode(newCenter.province_id), ampherCode: areaCode(newCenter.district_id), townCode: areaCode(newCenter.town_id) };
            const names = await auth.addressNames({ ...area, address: '', postalCode: null }, tx);
            const zip = newCenter.zipcode ?? names.zip;
            const fullAddress = [newCenter.address, names.town, names.ampher, names.province, zip].filter(Boolean).join(' ');
            const [contactName, taxNo] = (newCenter.Optional21 ?? '').split('|').map((part) => part.trim() || null);
            center = await repository.insertCenter(
              {
                saleUnit,
                distName: newCenter.DIST_NAME,
                distShortName: newCenter.DIST_SHORTNAME?.trim() || newCenter.DIST_NAME.slice(0, 100),
                fullAddress,
                address: newCenter.address ?? null,
                ...area,
                province: names.province,
                district: names.ampher,
                subdistrict: names.town,
                zip,
                lat: newCenter.lat ?? null,
                lon: newCenter.lon ?? null,
                shipmentName: newCenter.shipment_name ?? null,
                contactName: contactName ?? null,
                taxNo: taxNo ?? null,
                phone: person.mobileNo,
              },
              tx,
            );
            await repository.linkStaff(staff.id, saleUnit, true, tx);
            if (body.BankAccount) {
              await repository.insertBankAccount(
                { saleUnit, bankCode: body.BankAccount.bankcode, accountNo: body.BankAccount.accountid, accountName: body.BankAccount.bank_ac_name },
                tx,
              );
            }
          }
          await repository.requestCenters(staff.id, joining, tx);
          return { staff, center };
        });
      } catch (error) {
        // Another registration of the same number, name or LINE account won the race.
        if (isUniqueViolation(error)) throw new AppError('MOBILE_ALREADY_EXISTS', { mobile: person.mobileNo });
        throw error;
      }
      log.info({ staffUserId: result.staff.id, saleUnit, joining }, 'merchant registered');
      const { jtoken } = await tokens.sign(staffTokenInput(result.staff));
      return {
        Token: jtoken,
        User: staffUser(result.staff),
        NewDistributionCenter: result.center ? toWireCenter(result.center) : null,
      };
    },

    /** Stores the images given for one of the caller's centers; the ones replaced are removed. */
    async uploadImages(
      staffUserId: number,
      saleUnit: string,
      uploaded: ReadonlyMap<string, StoredImage>,
    ): Promise<MerchantUploadImageAnswer> {
      if (!(await auth.staffWorksFor(staffUserId, saleUnit))) {
        throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
      }
      const folder = `centers/${folderSegment(saleUnit)}`;
      const saved: CenterImages = {};
      for (const [field, image] of uploaded) {
        if (field === 'taxImage' || field === 'shopImage' || field === 'logoImage') {
          saved[field] = await images.save(folder, image);
        }
      }
      const before = await repository.setCenterImages(saleUnit, saved);
      if (!before) throw new AppError('CENTER_NOT_FOUND', { saleUnit });
      for (const field of Object.keys(saved) as (keyof CenterImages)[]) await images.remove(before[field], folder);
      const now = { ...before, ...saved };
      return {
        status: 200,
        Data: {
          taxImage: publicFileUrl(now.taxImage),
          shopImage: publicFileUrl(now.shopImage),
          logoImage: publicFileUrl(now.logoImage),
        },
      };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
