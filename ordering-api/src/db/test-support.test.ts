import { describe, expect, it } from 'vitest';
import { testDatabasePid, withDatabase } from './test-support';

describe('test database names', () => {
  it('reads the process id from names this machine made, and nothing else', () => {
    expect(testDatabasePid('eorder_tpl_a1b2c3_4242_m1x2', 'a1b2c3')).toBe(4242);
    expect(testDatabasePid('eorder_test_a1b2c3_4242_7_abc123', 'a1b2c3')).toBe(4242);
    expect(testDatabasePid('eorder_test_ffffff_4242_7_abc123', 'a1b2c3')).toBeUndefined();
    expect(testDatabasePid('eorder_catalogue_bench', 'a1b2c3')).toBeUndefined();
    expect(testDatabasePid('eorder_test_a1b2c3_x_7_abc', 'a1b2c3')).toBeUndefined();
  });

  it('points a url at another database and keeps the rest', () => {
    expect(withDatabase('postgres://postgres:secret@127.0.0.1:5432/test?sslmode=disable', 'other')).toBe(
      'postgres://postgres:secret@127.0.0.1:5432/other?sslmode=disable',
    );
  });
});
