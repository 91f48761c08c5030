import Tag from 'antd-mobile/es/components/tag';
import type { ReactNode } from 'react';

export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** The state of a record (a redemption, a coupon) as an outlined tag of its tone. */
export function StateTag({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tag color={tone} fill="outline" data-testid={testId}>
      {children}
    </Tag>
  );
}
