import { describe, expect, it } from 'vitest';
import { mightCarryToken, takeToken, userOf } from './answer-token.js';

describe('takeToken', () => {
  it('takes the top-level jtoken first and removes every token', () => {
    const body = {
      jtoken: 'top',
      Token: 'other',
      user: { jtoken: 'inner', name: 'n' },
      Data: { Token: 'd' },
    };
    expect(takeToken(body)).toBe('top');
    expect(body).toEqual({ user: { name: 'n' }, Data: {} });
  });

  it('finds a token inside user, User, Data or data', () => {
    for (const container of ['user', 'User', 'Data', 'data']) {
      const body: Record<string, unknown> = {
        [container]: { jtoken: `in-${container}`, CUSTOMERCODE: 'C1' },
      };
      expect(takeToken(body)).toBe(`in-${container}`);
      expect(body).toEqual({ [container]: { CUSTOMERCODE: 'C1' } });
    }
  });

  it('leaves other shapes alone', () => {
    expect(takeToken([{ jtoken: 'x' }])).toBeUndefined();
    expect(takeToken('text')).toBeUndefined();
    const deep = { Rider: { jtoken: 'not-a-container' } };
    expect(takeToken(deep)).toBeUndefined();
    expect(deep.Rider.jtoken).toBe('not-a-container');
  });

  it('tests the raw bytes cheaply before any parsing', () => {
    expect(mightCarryToken(Buffer.from('{"jtoken":"x"}'))).toBe(true);
    expect(mightCarryToken(Buffer.from('{"Token" : "x"}'))).toBe(true);
    expect(mightCarryToken(Buffer.from('{"LineUserToken":"x","items":[]}'))).toBe(false);
    expect(mightCarryToken(Buffer.from('{"LineUserToken":"x","user":{"Token":"y"}}'))).toBe(true);
    expect(mightCarryToken(Buffer.from('{"MyToken":"x","ajtoken":1}'))).toBe(false);
  });

  it('gives the user object of an answer', () => {
    expect(userOf({ status: 200, user: { CUSTOMERCODE: 'GUEST' } })).toEqual({
      CUSTOMERCODE: 'GUEST',
    });
    expect(userOf({ CUSTOMERCODE: 'C1' })).toEqual({ CUSTOMERCODE: 'C1' });
  });
});
