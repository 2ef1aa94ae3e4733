// Chromium: the app as a Service Worker, the browser's own way to answer requests. Every
// fetch of the page it controls reaches the app, as requests reach a server.
import { fetchApp } from './app.mjs';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (pathname === '/__score' || pathname.startsWith('/api/')) event.respondWith(fetchApp(event.request));
});
