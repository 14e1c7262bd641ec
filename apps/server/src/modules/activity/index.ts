/** Business log and dashboard carousel (spec "The calls the product makes"). Nothing outside uses them yet. */
export { addBusinessLog, dashboardCarousel } from './activity.service.js';
// carousel:set
export { setCarousel } from './carousel-ops.service.js';
