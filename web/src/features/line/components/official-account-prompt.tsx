import { useEffect, useRef, useState } from 'react';
import { LineOfficialAccountDialog } from '@/components/line-official-account-dialog';
import {
  goToOfficialAccount,
  rememberChoice,
  shouldPromptOfficialAccount,
} from '../lib/official-account';

export interface LineOfficialAccountPromptProps {
  /** The active center. */
  saleUnit: string | null | undefined;
  centerName?: string;
  /** The center's `LineChannel.url_line_oa`. */
  officialAccountUrl: string | null | undefined;
}

/**
 * Mount once in the customer layout with the active center. Inside LINE, where the center has an
 * official account the person is not a friend of, it asks once (Later / Go to merchant).
 */
export function LineOfficialAccountPrompt({
  saleUnit,
  centerName,
  officialAccountUrl,
}: LineOfficialAccountPromptProps) {
  const [open, setOpen] = useState(false);
  const went = useRef(false);

  useEffect(() => {
    let cancelled = false;
    setOpen(false);
    if (!saleUnit || !officialAccountUrl) return undefined;
    void shouldPromptOfficialAccount(saleUnit, officialAccountUrl).then((show) => {
      if (!cancelled) setOpen(show);
    });
    return () => {
      cancelled = true;
    };
  }, [saleUnit, officialAccountUrl]);

  if (!saleUnit || !officialAccountUrl) return null;
  return (
    <LineOfficialAccountDialog
      open={open}
      url={officialAccountUrl}
      centerName={centerName}
      onClose={() => {
        // The dialog closes after 'Go to merchant' too; only a plain close is 'Later'.
        if (!went.current) rememberChoice(saleUnit, 'later');
        went.current = false;
        setOpen(false);
      }}
      onGo={(url) => {
        went.current = true;
        void goToOfficialAccount(saleUnit, url);
      }}
    />
  );
}

export default LineOfficialAccountPrompt;
