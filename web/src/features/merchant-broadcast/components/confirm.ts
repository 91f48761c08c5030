// A yes/no question before a step that cannot be undone (a send, a delete).
import { ensureAntdRender } from '@/lib/antd-imperative';
import { translate } from '@/lib/i18n';

export async function confirm(content: string): Promise<boolean> {
  await ensureAntdRender();
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText: translate('merchantBroadcast:yes'), cancelText: translate('merchantBroadcast:no') });
}
