// workerd: the app as a module Worker.
import { fetchApp } from './app.mjs';

export default { fetch: (request) => fetchApp(request) };
