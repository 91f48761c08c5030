// The official-account prompt: where a center has a LINE official account and the person is not
// its friend (liff.getFriendship), the Later / Go to merchant dialog; the answer is remembered per
// center so it does not nag.
import { getFriendship, isLiffReady, openWindow, requestFriendship } from '@/lib/liff';

const KEY_PREFIX = 'eorder:line-oa:';
/** 'Later' silences the prompt for this long; 'Go to merchant' for good. */
export const LATER_SILENCE_MS = 30 * 24 * 60 * 60 * 1000;

export type OfficialAccountChoice = 'later' | 'go';

interface Remembered {
  choice: OfficialAccountChoice;
  at: number;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberChoice(
  saleUnit: string,
  choice: OfficialAccountChoice,
  now = Date.now(),
): void {
  storage()?.setItem(
    `${KEY_PREFIX}${saleUnit}`,
    JSON.stringify({ choice, at: now } satisfies Remembered),
  );
}

/** Has the person answered the prompt of this center recently enough to leave them alone? */
export function choiceStillHolds(saleUnit: string, now = Date.now()): boolean {
  try {
    const value = JSON.parse(
      storage()?.getItem(`${KEY_PREFIX}${saleUnit}`) ?? 'null',
    ) as Remembered | null;
    if (!value) return false;
    return value.choice === 'go' || now - value.at < LATER_SILENCE_MS;
  } catch {
    return false;
  }
}

/** Whether to show the prompt: in LINE, a center with an official account, not a friend, not answered. */
export async function shouldPromptOfficialAccount(
  saleUnit: string,
  officialAccountUrl: string | null | undefined,
): Promise<boolean> {
  if (!officialAccountUrl || !isLiffReady() || choiceStillHolds(saleUnit)) return false;
  return (await getFriendship()) === false;
}

/** 'Go to merchant': LINE's add-friend screen where this LINE version offers it, else the account's page. */
export async function goToOfficialAccount(
  saleUnit: string,
  officialAccountUrl: string,
): Promise<void> {
  rememberChoice(saleUnit, 'go');
  if (await requestFriendship()) return;
  await openWindow(officialAccountUrl, false);
}
