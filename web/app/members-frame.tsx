// The members' area's frame, fetched and run as soon as the entry knows the visit is a members' page
// (web/app/early-data.ts): its code (the dashboard's routes, the Ionic shell, and with them Ionic and the
// server-state cache) would otherwise be asked for only once the app has started and rendered its routes,
// two round trips later on a phone's connection. Its texts come with the app's start (routes.tsx
// firstCatalogGroups), in the language start picks.
import './dashboard-routes';
import './ionic-shell';
