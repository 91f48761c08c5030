// Rider pages (specification part 3) whose content the rider issue builds.
import { titlePage, type PageModule } from './title-page';

const RIDER = 'rider';

export const pages: PageModule = {
  rider: titlePage('rider', RIDER),
  riderHistory: titlePage('riderHistory', RIDER),
  riderProfile: titlePage('riderProfile', RIDER),
  riderSingha: titlePage('riderSingha', RIDER),
  riderDetail: titlePage('riderDetail', RIDER),
  riderDetailSingha: titlePage('riderDetailSingha', RIDER),
};
