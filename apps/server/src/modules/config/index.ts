/** Settings (sys_config) and option lists (sys_option) of spec "The calls the product makes". */
export {
  configOfRows,
  configQuery,
  getConfigValue,
  getConfigValues,
  readConfig,
} from './config.service.js';
export { optionList, optionLists } from './option.service.js';
