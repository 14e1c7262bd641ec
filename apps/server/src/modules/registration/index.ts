/** Registration from the QR link: the sponsor link, the funnel, activation. */
export { activeSponsor, companyNumber, type Sponsor } from './registration.service.js';
export { isEmailTaken, recordApplication, recordFunnelStep } from './application.service.js';
export { registrationActivateJob } from './registration-activate.job.js';
// promotions: the "new personally sponsored members" goal
export { sponsoredJoinsBetween, sponsorsWithJoinsBetween } from './sponsored-joins.service.js';
// registration area pickers
export { resolveRegistrationArea } from './registration-area.js';
