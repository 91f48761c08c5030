// Chat pages of customers and merchants (specification part 3): built by the chat feature.
export { pages } from '@/features/chat/routes';
