/** Registration from the QR link (issue 15): the sponsor link, the funnel, activation. */
export { activeSponsor, companyNumber, type Sponsor } from './registration.service.js';
export { emailTaken, insertApplication, insertFunnelEvent } from './registration.repository.js';
export { registrationActivateJob } from './registration-activate.job.js';
// promotions (issue 16): the "new personally sponsored members" goal
export { sponsoredJoinsBetween, sponsorsWithJoinsBetween } from './sponsored-joins.repository.js';
// registration area pickers (issue 15)
export { resolveRegistrationArea } from './registration-area.js';
