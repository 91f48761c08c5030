// What provisioning would change to the LIFF apps and rich menus; LINE cannot edit a rich menu, so
// a changed one is created anew, its alias moved and the old one deleted (decision 037).
import { toLiffApiBody, type LiffApp, type LiffAppBody, type LiffAppKey } from '../apps';
import { RICH_MENU_NAME_PREFIX, type CenterRichMenu } from '../rich-menu/rich-menu';
import type { ExistingLiffApp, ExistingRichMenu, RichMenuAlias } from './line-api';

export type LiffStep =
  | { kind: 'create'; key: LiffAppKey; body: LiffAppBody }
  | { kind: 'update'; key: LiffAppKey; liffId: string; body: LiffAppBody; changes: string[] }
  | { kind: 'unchanged'; key: LiffAppKey; liffId: string };

export type MenuStep =
  | { kind: 'create'; menu: CenterRichMenu }
  | { kind: 'unchanged'; menu: CenterRichMenu; richMenuId: string };

export type AliasStep = {
  kind: 'create' | 'update';
  aliasId: string;
  menu: CenterRichMenu;
  from: string | null;
};

export interface DeleteStep {
  richMenuId: string;
  name: string;
}

export interface MenuPlan {
  menus: MenuStep[];
  aliases: AliasStep[];
  deletions: DeleteStep[];
}

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...b].sort());

/** The fields of an existing app that differ from the desired body, as 'field: old → new'. */
export function liffDifferences(existing: ExistingLiffApp, desired: LiffAppBody): string[] {
  const changes: string[] = [];
  const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));
  const compare = (field: string, current: unknown, wanted: unknown) => {
    if (JSON.stringify(current) !== JSON.stringify(wanted))
      changes.push(`${field}: ${show(current)} → ${show(wanted)}`);
  };
  compare('view.type', existing.view?.type, desired.view.type);
  compare('view.url', existing.view?.url, desired.view.url);
  compare('description', existing.description, desired.description);
  compare('features.qrCode', existing.features?.qrCode ?? false, desired.features?.qrCode ?? false);
  compare('permanentLinkPattern', existing.permanentLinkPattern, desired.permanentLinkPattern);
  if (!sameList(existing.scope, desired.scope))
    changes.push(`scope: ${show(existing.scope)} → ${show(desired.scope)}`);
  compare('botPrompt', existing.botPrompt, desired.botPrompt);
  return changes;
}

/** An existing app is ours by its description, else by its endpoint. */
function findApp(existing: ExistingLiffApp[], desired: LiffAppBody): ExistingLiffApp | undefined {
  return (
    existing.find((app) => app.description === desired.description) ??
    existing.find((app) => app.view?.url === desired.view.url)
  );
}

export function planLiffApps(
  desired: Record<LiffAppKey, LiffApp>,
  existing: ExistingLiffApp[],
): LiffStep[] {
  const taken = new Set<string>();
  return Object.values(desired).map((app) => {
    const body = toLiffApiBody(app);
    const current = findApp(
      existing.filter((candidate) => !taken.has(candidate.liffId)),
      body,
    );
    if (!current) return { kind: 'create', key: app.key, body };
    taken.add(current.liffId);
    const changes = liffDifferences(current, body);
    return changes.length === 0
      ? { kind: 'unchanged', key: app.key, liffId: current.liffId }
      : { kind: 'update', key: app.key, liffId: current.liffId, body, changes };
  });
}

export function planRichMenus(
  desired: CenterRichMenu[],
  existing: ExistingRichMenu[],
  aliases: RichMenuAlias[],
): MenuPlan {
  const aliasTarget = new Map(aliases.map((alias) => [alias.richMenuAliasId, alias.richMenuId]));
  const menus: MenuStep[] = [];
  const aliasSteps: AliasStep[] = [];
  const keep = new Set<string>();

  for (const menu of desired) {
    const current = existing.find((candidate) => candidate.name === menu.body.name);
    if (current) keep.add(current.richMenuId);
    menus.push(
      current
        ? { kind: 'unchanged', menu, richMenuId: current.richMenuId }
        : { kind: 'create', menu },
    );
    const target = aliasTarget.get(menu.aliasId) ?? null;
    if (target === null)
      aliasSteps.push({ kind: 'create', aliasId: menu.aliasId, menu, from: null });
    else if (!current || target !== current.richMenuId)
      aliasSteps.push({ kind: 'update', aliasId: menu.aliasId, menu, from: target });
  }

  // Our earlier menus of the same centers and tabs, replaced now: deleted once the aliases moved.
  const replacedPrefixes = desired.map(
    (menu) => `${RICH_MENU_NAME_PREFIX} ${menu.saleUnit} ${menu.tab} `,
  );
  const deletions = existing
    .filter(
      (menu) =>
        !keep.has(menu.richMenuId) &&
        replacedPrefixes.some((prefix) => menu.name.startsWith(prefix)),
    )
    .map((menu) => ({ richMenuId: menu.richMenuId, name: menu.name }));

  return { menus, aliases: aliasSteps, deletions };
}

/** True when the plan changes nothing. */
export function isEmptyPlan(liff: LiffStep[], menus: MenuPlan | null): boolean {
  return (
    liff.every((step) => step.kind === 'unchanged') &&
    (menus === null ||
      (menus.menus.every((step) => step.kind === 'unchanged') &&
        menus.aliases.length === 0 &&
        menus.deletions.length === 0))
  );
}
