/** Business log and dashboard carousel (spec 7). Nothing outside uses them yet. */
export { addBusinessLog, dashboardCarousel } from './activity.service.js';
// carousel:set (issue 16)
export { setCarousel } from './carousel-ops.service.js';
