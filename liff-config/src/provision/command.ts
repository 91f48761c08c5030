// The provisioning command: a dry run by default; with --apply the LIFF apps, then a rich menu per
// center. Running it again changes nothing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { defineLiffApps, toLiffApiBody } from '../apps';
import {
  defineCenterRichMenus,
  SaleUnitSchema,
  type CenterRichMenu,
  type RichMenuSize,
} from '../rich-menu/rich-menu';
import { applyLiffPlan, applyMenuPlan } from './apply';
import { formatLiffPlan, formatMenuPlan } from './format';
import { createLineApi, LineApiError } from './line-api';
import { isEmptyPlan, planLiffApps, planRichMenus, type LiffStep, type MenuPlan } from './plan';

export const USAGE = `usage: provision --origin https://shop.example.com [--base-path /eorder/] [--json]
                 [--centers DC01,DC02 | --centers-file centers.json] [--liff-id <customer LIFF id>]
                 [--api-base-url https://api.line.me] [--data-api-base-url https://api-data.line.me]
                 [--menu-size large|compact] [--english] [--images-dir <folder>] [--apply]

Centers in a file may set their own menu: {"SaleUnit": "DC01", "menuSize": "compact", "english": true}.

Dry run unless --apply. Tokens come from the environment:
  LINE_LOGIN_CHANNEL_ACCESS_TOKEN  LIFF server API (the LINE Login channel of the LIFF apps)
  LINE_CHANNEL_ACCESS_TOKEN        Messaging API (the official account's rich menus)`;

export interface CommandIo {
  log(line: string): void;
  error(line: string): void;
}

/** A center whose rich menu is provisioned, with its own picture settings when it has any. */
export interface CenterMenuOptions {
  saleUnit: string;
  size?: RichMenuSize;
  english?: boolean;
}

const MenuSizeSchema = z.enum(['large', 'compact']);
const CenterEntrySchema = z.union([
  SaleUnitSchema.transform((saleUnit): CenterMenuOptions => ({ saleUnit })),
  z
    .object({
      SaleUnit: SaleUnitSchema,
      menuSize: MenuSizeSchema.optional(),
      english: z.boolean().optional(),
    })
    .transform(({ SaleUnit, menuSize, english }): CenterMenuOptions => ({
      saleUnit: SaleUnit,
      ...(menuSize && { size: menuSize }),
      ...(english !== undefined && { english }),
    })),
]);

/**
 * Centers from `--centers DC01,DC02` or a JSON file: an array of sale units or of centers
 * with SaleUnit, each of which may set its menu's `menuSize` and `english`.
 */
export function readCenters(
  list: string | undefined,
  file: string | undefined,
): CenterMenuOptions[] {
  const raw: unknown[] = [];
  if (list)
    raw.push(
      ...list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  if (file) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const data =
      typeof parsed === 'object' && parsed !== null && 'Data' in parsed ? parsed.Data : undefined;
    const items: unknown = Array.isArray(parsed) ? parsed : data;
    if (!Array.isArray(items))
      throw new Error(`${file}: expected a JSON array of sale units or centers`);
    raw.push(...(items as unknown[]));
  }
  const centers = new Map<string, CenterMenuOptions>();
  for (const value of raw) {
    const center = CenterEntrySchema.parse(value);
    if (!centers.has(center.saleUnit)) centers.set(center.saleUnit, center);
  }
  return [...centers.values()];
}

export async function runProvision(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        origin: { type: 'string' },
        'base-path': { type: 'string', default: '/' },
        json: { type: 'boolean', default: false },
        centers: { type: 'string' },
        'centers-file': { type: 'string' },
        'liff-id': { type: 'string' },
        'api-base-url': { type: 'string', default: 'https://api.line.me' },
        'data-api-base-url': { type: 'string', default: 'https://api-data.line.me' },
        'images-dir': { type: 'string' },
        'menu-size': { type: 'string', default: 'large' },
        english: { type: 'boolean', default: false },
        apply: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    io.error(USAGE);
    return 2;
  }
  if (values.help || !values.origin) {
    if (values.help) io.log(USAGE);
    else io.error(USAGE);
    return values.help ? 0 : 2;
  }

  try {
    const apps = defineLiffApps({ origin: values.origin, basePath: values['base-path'] });
    if (values.json) {
      io.log(
        JSON.stringify(
          Object.fromEntries(Object.entries(apps).map(([key, app]) => [key, toLiffApiBody(app)])),
          null,
          2,
        ),
      );
      return 0;
    }
    const centers = readCenters(values.centers, values['centers-file']);
    const menuDefaults = {
      size: MenuSizeSchema.parse(values['menu-size']),
      english: values.english,
    };
    const api = createLineApi({
      apiBaseUrl: values['api-base-url'],
      dataApiBaseUrl: values['data-api-base-url'],
      liffToken: env.LINE_LOGIN_CHANNEL_ACCESS_TOKEN || undefined,
      messagingToken: env.LINE_CHANNEL_ACCESS_TOKEN || undefined,
    });
    if (values.apply && !api.canReadLiff)
      throw new Error('--apply needs LINE_LOGIN_CHANNEL_ACCESS_TOKEN for the LIFF apps');
    if (values.apply && centers.length > 0 && !api.canReadMessaging) {
      throw new Error('--apply with centers needs LINE_CHANNEL_ACCESS_TOKEN for the rich menus');
    }

    // ---- LIFF apps
    const existingApps = api.canReadLiff ? await api.listLiffApps() : [];
    const liffPlan: LiffStep[] = planLiffApps(apps, existingApps);
    io.log(
      `LIFF apps${api.canReadLiff ? '' : ' (no LINE_LOGIN_CHANNEL_ACCESS_TOKEN: compared with nothing)'}`,
    );
    for (const line of formatLiffPlan(liffPlan)) io.log(line);

    const log = (line: string) => io.log(line);
    const existingCustomer = liffPlan.find((step) => step.key === 'customer');
    let customerLiffId =
      values['liff-id'] ??
      (existingCustomer && existingCustomer.kind !== 'create'
        ? existingCustomer.liffId
        : undefined);
    if (values.apply) {
      const applied = await applyLiffPlan(api, liffPlan, log);
      customerLiffId = values['liff-id'] ?? applied.liffIds.customer;
    }

    // ---- rich menus
    let menuPlan: MenuPlan | null = null;
    if (centers.length > 0) {
      const liffId = customerLiffId ?? '<customer-liff-id>';
      const menus: CenterRichMenu[] = centers.flatMap((center) =>
        defineCenterRichMenus({ liffId, ...menuDefaults, ...center }),
      );
      if (values['images-dir']) {
        mkdirSync(values['images-dir'], { recursive: true });
        for (const menu of menus)
          writeFileSync(path.join(values['images-dir'], `${menu.aliasId}.png`), menu.image);
        io.log(`Rich-menu images written to ${values['images-dir']}`);
      }
      const [existingMenus, aliases] = api.canReadMessaging
        ? await Promise.all([api.listRichMenus(), api.listAliases()])
        : [[], []];
      menuPlan = planRichMenus(menus, existingMenus, aliases);
      io.log(
        `Rich menus of ${centers.map((center) => center.saleUnit).join(', ')}${api.canReadMessaging ? '' : ' (no LINE_CHANNEL_ACCESS_TOKEN: compared with nothing)'}`,
      );
      for (const line of formatMenuPlan(menuPlan)) io.log(line);
      if (values.apply) await applyMenuPlan(api, menuPlan, log);
    }

    if (values.apply)
      io.log(isEmptyPlan(liffPlan, menuPlan) ? '\nNothing to change.' : '\nApplied.');
    else
      io.log(
        isEmptyPlan(liffPlan, menuPlan)
          ? '\nDry run: nothing to change.'
          : '\nDry run: nothing was sent to LINE. Run again with --apply to make these changes.',
      );
    return 0;
  } catch (error) {
    if (error instanceof z.ZodError) {
      io.error(`Invalid input: ${error.issues.map((issue) => issue.message).join('; ')}`);
      return 2;
    }
    if (error instanceof LineApiError) {
      io.error(error.message);
      return 1;
    }
    io.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
