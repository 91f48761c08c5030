import { describe, expect, it } from 'vitest';
import { emptyArea, type RegisterBookbank, type RegisterDist, type RegisterUser } from '../stores/register-store';
import { bookbankReady, newCenterReady, registerBody, userProblems } from './register-rules';

const user: RegisterUser = {
  referralCode: '',
  username: 'somchai.s',
  name: 'สมชาย',
  password: 'secret-12',
  confirmPassword: 'secret-12',
  birthDate: '1990-01-15',
  email: 'a@example.com',
  mobileNo: '0812345678',
  refCode: 'ABCD',
  otpCode: '123456',
  address: '',
  ...emptyArea(),
};
const dist: RegisterDist = { distName: 'ร้านใหม่', distShortName: '', address: '', lat: 13.75, lon: 100.5, shipmentName: '', contactName: '', taxNo: '', provinceId: '10', districtId: '1030', townId: '103001', zipCode: '10900' };
const bank: RegisterBookbank = { bankCode: '004', bankName: 'Kasikornbank', bankAccountNo: '1234567890', bankAccountName: 'สมชาย' };

describe('the registration rules', () => {
  it('finds each problem of the user form', () => {
    expect(userProblems(user)).toEqual({});
    expect(userProblems({ ...user, username: 'a b', confirmPassword: 'other', mobileNo: '123', otpCode: '', email: 'x' })).toEqual({
      username: 'username',
      confirmPassword: 'passwordMismatch',
      mobileNo: 'mobile',
      otpCode: 'otp',
      email: 'email',
    });
  });

  it('creates a center only with its name, province, district and sub-district', () => {
    expect(newCenterReady(dist)).toBe(true);
    for (const key of ['distName', 'provinceId', 'districtId', 'townId'] as const) expect(newCenterReady({ ...dist, [key]: ' ' })).toBe(false);
    const body = registerBody({ user, selected: [], dist: { ...dist, townId: '' }, bookbank: bank });
    expect(body.DistributionCenter).toBeNull();
  });

  it('sends the bank account only when bank, number and name are all filled', () => {
    expect(bookbankReady(bank)).toBe(true);
    expect(bookbankReady({ ...bank, bankAccountName: '' })).toBe(false);
    expect(registerBody({ user, selected: [], dist, bookbank: { ...bank, bankCode: '' } }).BankAccount).toBeNull();
    expect(registerBody({ user, selected: [], dist, bookbank: bank }).BankAccount).toEqual({
      bankcode: '004',
      bankname: 'Kasikornbank',
      accountid: '1234567890',
      bank_ac_name: 'สมชาย',
    });
  });

  it('builds the wire body: YYYYMMDD birth date, the chosen centers, the place on the map', () => {
    const body = registerBody({ user, selected: [{ SaleUnit: 'DC02', DIST_NAME: 'x' }], dist, bookbank: bank });
    expect(body.SelectedDists).toEqual(['DC02']);
    expect(body.Saleman).toMatchObject({ birthDate: '19900115', mobileNo: '0812345678', username: 'somchai.s', email: 'a@example.com' });
    expect(body.DistributionCenter).toMatchObject({ DIST_NAME: 'ร้านใหม่', lat: 13.75, lon: 100.5, province_id: '10', town_id: '103001', Optional21: null });
  });
});
