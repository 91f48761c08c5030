// Carrying a plan out. Order matters so that nobody sees a broken menu: a new
// rich menu gets its image before an alias points at it, and an old menu is
// deleted only after its alias moved away.
import type { LiffAppKey } from '../apps';
import type { LineApi } from './line-api';
import type { LiffStep, MenuPlan } from './plan';

export interface LiffApplyResult {
  /** The LIFF id of every app, created or found. */
  liffIds: Record<LiffAppKey, string>;
}

export async function applyLiffPlan(
  api: LineApi,
  steps: LiffStep[],
  log: (line: string) => void,
): Promise<LiffApplyResult> {
  const liffIds = {} as Record<LiffAppKey, string>;
  for (const step of steps) {
    if (step.kind === 'create') {
      liffIds[step.key] = await api.addLiffApp(step.body);
      log(`  created LIFF app ${step.key}: ${liffIds[step.key]}`);
    } else if (step.kind === 'update') {
      await api.updateLiffApp(step.liffId, step.body);
      liffIds[step.key] = step.liffId;
      log(`  updated LIFF app ${step.key}: ${step.liffId}`);
    } else {
      liffIds[step.key] = step.liffId;
    }
  }
  return { liffIds };
}

export async function applyMenuPlan(
  api: LineApi,
  plan: MenuPlan,
  log: (line: string) => void,
): Promise<void> {
  const ids = new Map<string, string>();
  for (const step of plan.menus) {
    if (step.kind === 'unchanged') {
      ids.set(step.menu.body.name, step.richMenuId);
      continue;
    }
    const richMenuId = await api.createRichMenu(step.menu.body);
    try {
      await api.uploadRichMenuImage(richMenuId, step.menu.image);
    } catch (error) {
      // A menu without an image cannot be shown: remove it rather than leave it half made.
      await api.deleteRichMenu(richMenuId).catch(() => undefined);
      throw error;
    }
    ids.set(step.menu.body.name, richMenuId);
    log(`  created rich menu ${step.menu.saleUnit} ${step.menu.tab}: ${richMenuId}`);
  }
  for (const alias of plan.aliases) {
    const target = ids.get(alias.menu.body.name);
    if (!target) throw new Error(`no rich menu for alias ${alias.aliasId}`);
    if (alias.kind === 'create') await api.createAlias(alias.aliasId, target);
    else await api.updateAlias(alias.aliasId, target);
    log(`  ${alias.kind === 'create' ? 'created' : 'moved'} alias ${alias.aliasId} → ${target}`);
  }
  for (const deletion of plan.deletions) {
    await api.deleteRichMenu(deletion.richMenuId);
    log(`  deleted rich menu ${deletion.richMenuId} (${deletion.name})`);
  }
}
