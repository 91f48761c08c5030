// Sharing a product outside LINE: the system share sheet where the browser has one, otherwise the
// link is copied; when the clipboard is refused too, the caller shows the link to copy by hand.
// (Inside LINE the LINE feature shares a Flex message instead.)

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

function browserEnvironment(): ShareEnvironment {
  if (typeof navigator === 'undefined') return {};
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    canShare: typeof navigator.canShare === 'function' ? (data) => navigator.canShare(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export async function shareLink(
  data: { title: string; url: string },
  options: { preferSheet: boolean; environment?: ShareEnvironment },
): Promise<ShareOutcome> {
  const env = options.environment ?? browserEnvironment();
  if (options.preferSheet && env.share && (!env.canShare || env.canShare(data))) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Any other refusal (not allowed here, no target): fall back to copying.
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(data.url);
      return 'copied';
    } catch {
      // Clipboard refused (permissions, an insecure page): the link is shown instead.
    }
  }
  return 'manual';
}
