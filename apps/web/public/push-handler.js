/* S-Store order notifications, for the service worker (loaded with importScripts).
 *
 * The server pushes JSON {title, body, url, tag} when an order is delivered, refunded or
 * cancelled, or needs the customer's attention. A push must always show a notification (the
 * subscription promised userVisibleOnly), so a push that cannot be read still shows a plain one.
 */
/* global self, clients */
(function () {
  'use strict';

  var FALLBACK = { title: 'S-Store', body: 'There is news about your order.', url: '/orders', tag: 'order' };

  /** Only addresses of this site are opened: a push never sends the customer elsewhere. */
  function sameSiteUrl(url) {
    try {
      var target = new URL(url || '/', self.location.origin);
      return target.origin === self.location.origin ? target.href : new URL('/orders', self.location.origin).href;
    } catch (e) {
      return new URL('/orders', self.location.origin).href;
    }
  }

  function messageOf(event) {
    if (!event.data) return FALLBACK;
    try {
      var data = event.data.json();
      return {
        title: typeof data.title === 'string' && data.title ? data.title : FALLBACK.title,
        body: typeof data.body === 'string' ? data.body : FALLBACK.body,
        url: typeof data.url === 'string' && data.url ? data.url : FALLBACK.url,
        tag: typeof data.tag === 'string' && data.tag ? data.tag : FALLBACK.tag,
      };
    } catch (e) {
      return FALLBACK;
    }
  }

  self.addEventListener('push', function (event) {
    var message = messageOf(event);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        // A newer notice about the same order replaces the last one and still alerts the customer.
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: sameSiteUrl(message.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var url = sameSiteUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        // A tab already on that address comes to the front; otherwise a tab of the shop goes there.
        for (var i = 0; i < windows.length; i += 1) {
          if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
        }
        for (var j = 0; j < windows.length; j += 1) {
          var tab = windows[j];
          if (new URL(tab.url).origin === self.location.origin && 'navigate' in tab) {
            // navigate() works only on tabs this worker controls; any other gets a new window.
            return tab
              .focus()
              .then(function (focused) {
                return (focused || tab).navigate(url);
              })
              .catch(function () {
                return clients.openWindow(url);
              });
          }
        }
        return clients.openWindow(url);
      }),
    );
  });
})();
