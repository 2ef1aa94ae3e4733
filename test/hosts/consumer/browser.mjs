// Chromium: the app, called in the page with Fetch Requests (a browser has no server).
import { fetchApp } from './app.mjs';

globalThis.fetchApp = fetchApp;
