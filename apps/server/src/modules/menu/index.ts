/** The member's menu tree (spec "Roles and permissions"). Nothing outside uses it yet. */
export { menuPlatform, menuTreeOf } from './menu.service.js';
