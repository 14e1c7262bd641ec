import { HANDLER_PROBE, SCRIPT_PROBE, type NewsSeed } from './news-seed.js';

export const NEWS_EN: NewsSeed[] = [
  {
    title: 'Welcome to the new {company} portal',
    html: '<p>Your dashboard now shows your rank, this week’s volumes, your estimated bonus and the latest news in one place.</p><p>Questions or ideas? Write to us at <a href="mailto:{email}">{email}</a>.</p>',
    pinned: true,
    publishDays: -20,
  },
  {
    title: 'New season products in the mall',
    html: '<h2>Fresh this season</h2><ul><li>Two new wellness bundles</li><li>A travel size of our best sellers</li></ul><p>Orders paid before the weekly cycle closes (Monday 00:00, UTC+8) count towards that week’s volumes.</p>',
    publishDays: -6,
  },
  {
    title: 'Five habits that keep your account safe',
    html: `<p>Your e-wallet holds real money. <strong ${HANDLER_PROBE}>Five habits</strong> keep it yours:</p><ol><li>Use a password you use <em>nowhere else</em>.</li><li>Set a 6-digit PIN that is not your birthday.</li><li>Choose security questions only you can answer.</li><li>Never share a verification code, not even with our staff.</li><li>Log out on a shared computer.</li></ol>${SCRIPT_PROBE}<p>Something looks wrong? Tell customer service at once.</p>`,
    publishDays: -3,
  },
  {
    title: 'Grow your team with your registration link',
    html: '<p>Open <strong>Enrol a Member</strong> to show your QR code or copy your registration link. Whoever registers through it joins your team with you as their sponsor.</p>',
    publishDays: -1,
  },
  // never shown: one expired, one not yet published
  {
    title: 'Last year’s convention',
    html: '<p>Thank you for coming.</p>',
    publishDays: -400,
    expireDays: -300,
  },
  { title: 'Next year’s convention', html: '<p>Save the date.</p>', publishDays: 30 },
];
