// The investments screen's address and what its query asks for: one rule for the app's menus and
// early requests, the list it shows, and the page the build paints ahead (core/prerender-paths.ts).
// Kept tiny: the entry imports it.

/** The investments screen: the user's own list, whoever asks, unless an admin asks for every investment. */
export const INVESTMENTS_PATH = '/dashboard/investments';

/** The admin's listing of every investment (spec 001 §2). */
export const ALL_INVESTMENTS_PATH = `${INVESTMENTS_PATH}?admin=true`;

/** Whether an address's query asks for every investment (?admin=true): granted to admins only, anyone else sees their own list. */
export const asksForEveryInvestment = (query: URLSearchParams): boolean => query.get('admin') === 'true';
