// LINE sign-in hand-off pages whose content the LINE issue builds.
import { titlePage, type PageModule } from './title-page';

const LINE = 'LINE';

export const pages: PageModule = {
  lineHook: titlePage('lineHook', LINE),
  lineAuthen: titlePage('lineAuthen', LINE),
  lineAuthenUser: titlePage('lineAuthenUser', LINE),
  lineTest: titlePage('lineTest', LINE),
  gatewayLineAuthen: titlePage('gatewayLineAuthen', LINE),
  loginAuthAthena: titlePage('loginAuthAthena', LINE),
};
