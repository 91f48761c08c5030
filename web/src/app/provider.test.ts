import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { followLanguageInAntd } from './provider';

let stop: (() => void) | undefined;

afterEach(async () => {
  stop?.();
  await setLanguage('th');
});

describe('followLanguageInAntd', () => {
  it("gives antd-mobile's components the texts of the language on screen, and follows its changes", async () => {
    stop = followLanguageInAntd();
    expect(getDefaultConfig().locale.locale).toBe('th-TH');
    expect(getDefaultConfig().locale.common.confirm).toBe('ยืนยัน');

    await setLanguage('en');
    expect(getDefaultConfig().locale.locale).toBe('en');
    expect(getDefaultConfig().locale.common.confirm).toBe('Confirm');

    await setLanguage('th');
    expect(getDefaultConfig().locale.locale).toBe('th-TH');
  });
});
