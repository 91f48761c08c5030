// The customer's chat routes: registered by the router the first time a path of the area is opened.
import type { PathName } from '@/config/paths';
import { BLOCKED_NOT_SALEMAN, fromModule, route, routes } from '../../route-spec';

const chatPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/chat-pages'), name);

export const specs = [
  route('chatGuest', 'customer', ['authen', 'notSaleman'], chatPage('chatGuest')),
  ...routes('customer', BLOCKED_NOT_SALEMAN, chatPage, ['chatList', 'chatListDetail', 'chatRoom']),
];
