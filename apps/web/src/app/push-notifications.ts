import { getPushKey, subscribePush, unsubscribePush } from '../api/push';
import { readStorage, storageKeys, writeStorage } from '../session/storage-keys';

// Order notifications by Web Push. Nothing here runs unless the customer asks for it: the offer
// comes after a purchase (never on landing), and permission is requested only on "Turn on".

/** The service worker may not be installed yet (first visit, or a development build without one). */
const WORKER_WAIT_MS = 10_000;
export const PUSH_UNAVAILABLE_MESSAGE = 'Notifications are not available in this browser right now. Please try again later.';

/** Whether this browser can receive pushes at all. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The site's notification permission, or 'unsupported'. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

export function pushPromptDismissed(): boolean {
  return readStorage(storageKeys.pushPromptDismissed) !== null;
}

/** "Not now": the offer after a purchase is not made again on this browser. */
export function dismissPushPrompt(): void {
  writeStorage(storageKeys.pushPromptDismissed, String(Date.now()));
}

/** The offer is made only where it can work, where the customer was never asked, and not after "Not now". */
export function shouldOfferPush(): boolean {
  return pushPermission() === 'default' && !pushPromptDismissed();
}

/** The VAPID key as the bytes pushManager.subscribe takes (it arrives as base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The active service worker; `ready` alone would wait forever where none is installed. */
function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(PUSH_UNAVAILABLE_MESSAGE)), WORKER_WAIT_MS);
    navigator.serviceWorker.ready.then(
      (registration) => {
        window.clearTimeout(timer);
        resolve(registration);
      },
      () => {
        window.clearTimeout(timer);
        reject(new Error(PUSH_UNAVAILABLE_MESSAGE));
      },
    );
  });
}

/**
 * Asks the browser for permission, subscribes this device with the server's key and gives the
 * subscription to the server. Answers the permission the customer gave: only 'granted' subscribes.
 */
export async function turnOnPush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const [registration, { publicKey }] = await Promise.all([serviceWorkerReady(), getPushKey()]);
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's key was replaced) would never be delivered.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await subscribePush({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return permission;
}

/** This device's subscription, without waiting for a service worker that may never come. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Stops notifications on this device. The server forgets the subscription first, so that a
 * failure leaves everything as it was and "Turn off" can simply be tried again.
 */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await unsubscribePush(subscription.endpoint);
  await subscription.unsubscribe();
}
