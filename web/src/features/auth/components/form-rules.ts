import type { FormItemProps } from 'antd-mobile';
import type { Problem } from '../lib/validation';

type Rules = NonNullable<FormItemProps['rules']>;
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** An antd-mobile rule list from one of the pure checks, with its message translated. */
export function rulesOf(t: Translate, check: (value: string | undefined) => Problem | null): Rules {
  return [
    {
      validator: (_rule, value: unknown) => {
        const found = check(typeof value === 'string' ? value : undefined);
        return found ? Promise.reject(new Error(t(found.key, found.values))) : Promise.resolve();
      },
    },
  ];
}
