// The Later / Go to merchant prompt of a center that has its own LINE official account. Inside LINE
// the account opens through LIFF; elsewhere in a new tab.
import { LineOfficialAccountDialog } from '@/components/line-official-account-dialog';

async function openOfficialAccount(url: string): Promise<void> {
  try {
    const liff = await import('@/lib/liff');
    if (liff.isLiffReady()) {
      await liff.openWindow(url, true);
      return;
    }
  } catch (error) {
    console.warn('LINE is not available; opening the official account in the browser.', error);
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export default function OfficialAccountDialog({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  return <LineOfficialAccountDialog open url={url} centerName={name} onClose={onClose} onGo={(target) => void openOfficialAccount(target)} />;
}
