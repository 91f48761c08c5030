// The chat pages of customers and merchants, for the router (one lazy chunk, loaded only on them).
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { ChatCenterPage, ChatGuestPage, ChatListPage, ChatRoomPage } from './customer-chat-pages';
import { MerchantChatCustomerPage, MerchantChatPage } from './merchant-chat-pages';

export const pages: Partial<Record<PathName, ComponentType>> = {
  chatGuest: ChatGuestPage,
  chatList: ChatListPage,
  chatListDetail: ChatCenterPage,
  chatRoom: ChatRoomPage,
  merchantSupportChat: MerchantChatPage,
  merchantSupportChatCustomer: MerchantChatCustomerPage,
};
