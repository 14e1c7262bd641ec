import { z } from 'zod';
import { platformSchema } from '../common/domain.js';
import { CONFIG_DEFAULT_COMPANY, CONFIG_KEY, SWITCH } from '../system/config.js';

/**
 * Where an entry of the menu tree is drawn: `top` are the sections of the top menu, `left`
 * the entries of a section's left menu, `hidden` routes that are in the tree (breadcrumbs,
 * titles) but never drawn as a menu entry.
 */
export const MENU_POSITIONS = ['top', 'left', 'hidden'] as const;
export const menuPositionSchema = z.enum(MENU_POSITIONS);
export type MenuPosition = z.infer<typeof menuPositionSchema>;

/** Paths of the menu calls, under API_BASE_PATH. */
export const MENU_PATHS = { tree: '/sys/menu/tree' } as const;

/** company_code of the menu_node rows every company shares (as sys_config's defaults). */
export const MENU_ALL_COMPANIES = CONFIG_DEFAULT_COMPANY;

/** Spec 2.4: clicking these top-menu entries does nothing (they only open their children). */
export const NO_ACTION_TOP_MENU = [
  'myOrganization',
  'myPromotion',
  'AutoOrder',
  'PointsShop',
  'ewalletControl',
] as const;

/** Company setting (spec "Layout and navigation behaviour", menuConfig of spec "Entities and their fields") that hides the dashboard messages entry. */
export const HIDE_DASHBOARD_MESSAGE_KEY = CONFIG_KEY.hideDashboardMessageMenu;
/** The value of a Y/N company setting that switches it on. */
export const CONFIG_FLAG_ON = SWITCH.on;
/** The menu entry that HIDE_DASHBOARD_MESSAGE_KEY = CONFIG_FLAG_ON hides. */
export const DASHBOARD_MESSAGE_MENU = 'DashboardMessage';

/** Translation key of a menu entry's label; every key lives in the `menu` namespace. */
export function menuShowName(name: string): string {
  return `menu.${name}`;
}

export const menuMetaSchema = z.object({
  /** translation key of the label: 'menu.<name>' */
  showName: z.string(),
  /** true for an entry without children (a page) */
  leaf: z.boolean(),
  /** the web draws only entries whose show is true */
  show: z.boolean(),
  position: menuPositionSchema,
  /** false: the page is not cached when the member leaves it */
  keepAlive: z.boolean(),
  /** name of an Ant Design icon, for top-level sections */
  icon: z.string().optional(),
});
export type MenuMeta = z.infer<typeof menuMetaSchema>;

/** One entry of `localRouter` (spec "Entities and their fields"): name, absolute path, meta and children. */
export interface MenuNode {
  name: string;
  /** absolute route path, e.g. '/dashboard/SystemIndex' */
  path: string;
  meta: MenuMeta;
  children: MenuNode[];
}

/** Levels a menu tree may have: section, group, page, and one to spare. */
export const MENU_MAX_DEPTH = 4;

/**
 * The node schema nests itself MENU_MAX_DEPTH levels deep instead of through z.lazy: a
 * self-referencing schema becomes a `$ref` the generated OpenAPI document cannot resolve,
 * while this one is written out in full.
 */
function menuNodeOfDepth(depth: number): z.ZodType<MenuNode> {
  return z.object({
    name: z.string(),
    path: z.string(),
    meta: menuMetaSchema,
    children: depth > 1 ? z.array(menuNodeOfDepth(depth - 1)) : z.array(z.never()).max(0),
  });
}

export const menuNodeSchema = menuNodeOfDepth(MENU_MAX_DEPTH);

export const menuTreeSchema = z.array(menuNodeSchema);
export type MenuTree = MenuNode[];

/** `GET /sys/menu/tree?platform=`: the platform header decides when the query is absent. */
export const menuTreeQuerySchema = z.object({
  platform: platformSchema.optional(),
});
export type MenuTreeQuery = z.infer<typeof menuTreeQuerySchema>;
