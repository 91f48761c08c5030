// Chat pages of customers and merchants (specification part 3) whose content the chat issue builds.
import { titlePage, type PageModule } from './title-page';

const CHAT = 'chat';

export const pages: PageModule = {
  chatGuest: titlePage('chatGuest', CHAT),
  chatList: titlePage('chatList', CHAT),
  chatListDetail: titlePage('chatListDetail', CHAT),
  chatRoom: titlePage('chatRoom', CHAT),
  merchantSupportChat: titlePage('merchantSupportChat', CHAT),
  merchantSupportChatCustomer: titlePage('merchantSupportChatCustomer', CHAT),
};
