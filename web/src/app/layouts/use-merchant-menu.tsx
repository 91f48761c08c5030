import { useChatUnread } from '@/lib/chat/rooms';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChatIcon, CheckIcon, GridIcon, HistoryIcon, HomeIcon, OrderIcon, TagIcon, UserIcon, UsersIcon } from '@/components/icons';
import { paths, useLocalePath } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';

export interface MenuEntry {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  /** A count shown on the icon (unread chat messages). */
  badge?: number;
}

/** The back-office menu, filtered by the runtime flags of the specification. */
export function useMerchantMenu(): MenuEntry[] {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  const { flags } = getRuntimeConfig();
  const chatUnread = useChatUnread('merchant', !flags.support.disableChat);
  const entries: (MenuEntry | false)[] = [
    { key: 'home', to: localePath(paths.merchantHome.href()), label: t('merchantHome'), icon: <HomeIcon />, end: true },
    flags.enableOrderPage && {
      key: 'order',
      to: localePath(paths.merchantOrder.href()),
      label: t('merchantOrder'),
      icon: <OrderIcon />,
    },
    // Goods issues of redeem orders (decision 057): part of the order pages.
    flags.enableOrderPage && {
      key: 'order-redeem',
      to: localePath(paths.merchantOrderRedeem.href()),
      label: t('merchantOrderRedeem'),
      icon: <CheckIcon />,
    },
    flags.enablePromotionPage && {
      key: 'promotion',
      to: localePath(paths.merchantPromotion.href()),
      label: t('merchantPromotion'),
      icon: <TagIcon />,
    },
    flags.enableProductPage && {
      key: 'product',
      to: localePath(paths.merchantProduct.href()),
      label: t('merchantProduct'),
      icon: <GridIcon />,
    },
    flags.enableCustomerPage && {
      key: 'customer',
      to: localePath(paths.merchantCustomer.href()),
      label: t('merchantCustomer'),
      icon: <UsersIcon />,
    },
    {
      key: 'register-customer',
      to: localePath(paths.manageRegisterFromPc.href()),
      label: t('merchantRegisterCustomer'),
      icon: <UserIcon />,
    },
    !flags.support.disableChat && {
      key: 'chat',
      to: localePath(paths.merchantSupportChat.href()),
      label: t('merchantChat'),
      icon: <ChatIcon />,
      badge: chatUnread,
    },
    { key: 'broadcast', to: localePath(paths.merchantBroadcast.href()), label: t('merchantBroadcast'), icon: <ChatIcon /> },
    { key: 'tag', to: localePath(paths.merchantTag.href()), label: t('merchantTag'), icon: <TagIcon /> },
    { key: 'survey', to: localePath(paths.merchantSurvey.href()), label: t('merchantSurvey'), icon: <HistoryIcon /> },
    {
      key: 'change-password',
      to: localePath(paths.merchantProfileChangePassword.href()),
      label: t('merchantChangePassword'),
      icon: <UserIcon />,
    },
    { key: 'profile', to: localePath(paths.merchantProfile.href()), label: t('merchantProfile'), icon: <UserIcon />, end: true },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}
