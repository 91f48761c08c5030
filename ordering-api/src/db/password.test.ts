import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key, and verifies the right password only', async () => {
    const stored = await hashPassword('demo1234');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('treats Thai text the same whichever Unicode form it arrives in', async () => {
    const composed = 'รหัสผ่านน้ำ'.normalize('NFC');
    const stored = await hashPassword(composed);
    expect(await verifyPassword(composed.normalize('NFD'), stored)).toBe(true);
  });

  it('never matches a missing, malformed or tampered hash', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', undefined)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', stored.replace('scrypt$', 'bcrypt$'))).toBe(false);
    expect(await verifyPassword('demo1234', stored.replace('$16384$', '$99999999$'))).toBe(false);
    const parts = stored.split('$');
    parts[5] = Buffer.alloc(64, 1).toString('base64');
    expect(await verifyPassword('demo1234', parts.join('$'))).toBe(false);
  });

  it('asks for a new hash when the parameters are weaker than today', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$AAAA$BBBB')).toBe(true);
    expect(needsRehash('something-else')).toBe(true);
  });
});
