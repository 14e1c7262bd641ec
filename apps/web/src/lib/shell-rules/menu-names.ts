/** The menu entry that opens the enrolment QR dialog instead of a page. */
export const ENROLL_MENU = 'enroll';
/** The hidden entry that opens the external wallet site (config jm-pw.website.url). */
export const EXTERNAL_WALLET_MENU = 'ewalletControl';
/** Sections whose entries are disabled while the member's initial set-up is pending. */
export const INIT_SET_LOCKED_SECTIONS: readonly string[] = ['myAccount', 'wtMyAccount'];
