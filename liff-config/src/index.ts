// The package's public face: the LIFF app definitions, the rich menus per center (their JSON and the
// image the package draws), and provisioning (plan, apply, the command) over the LINE API.
export * from './apps';
export * from './rich-menu/rich-menu';
export {
  createLineApi,
  LineApiError,
  type ExistingLiffApp,
  type ExistingRichMenu,
  type LineApi,
  type LineApiOptions,
  type RichMenuAlias,
} from './provision/line-api';
export {
  isEmptyPlan,
  liffDifferences,
  planLiffApps,
  planRichMenus,
  type AliasStep,
  type DeleteStep,
  type LiffStep,
  type MenuPlan,
  type MenuStep,
} from './provision/plan';
export { applyLiffPlan, applyMenuPlan, type LiffApplyResult } from './provision/apply';
export { formatLiffPlan, formatMenuPlan } from './provision/format';
export {
  readCenters,
  runProvision,
  USAGE,
  type CenterMenuOptions,
  type CommandIo,
} from './provision/command';
