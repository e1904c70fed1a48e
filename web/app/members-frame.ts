// The members' area's frame, fetched and run as soon as the entry knows the visit is a members' page
// (web/app/early-data.ts): its code (the dashboard's routes, the Ionic shell, and with them Ionic and the
// server-state cache) and its texts would otherwise be asked for only once the app has started and
// rendered its routes, two round trips later on a phone's connection.
import { preloadCatalogs } from '../i18n/with-catalogs';
import './dashboard-routes';
import './ionic-shell';

preloadCatalogs(['members']);
