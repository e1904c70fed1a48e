// The login page's frame, fetched and run as soon as the entry knows the visit is the login page
// (web/app/early-data.ts) — where every sign-in lands, and the partner brand's home page: the page's
// code and the Ionic shell would otherwise be asked for only once the app has started and rendered its
// routes, two round trips later on a phone's connection.
import '../features/auth/login-page';
import './ionic-shell';
