/** The member's menu tree (spec 6). Nothing outside uses it yet. */
export { menuPlatform, menuTreeOf } from './menu.service.js';
