/**
 * A browser with Web Push, for tests: jsdom has no service worker, PushManager or Notification.
 * `permission` is what the site has been granted so far; `answer` is what the customer picks
 * when asked. Undo with `removeFakePush()` (the test setup's unstubAllGlobals restores the rest).
 */
export function fakePush({ permission = 'default', answer = 'granted' }: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  const state = { permission };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = requestPermission;
  }

  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const makeSubscription = (key: BufferSource | null) =>
    ({
      endpoint: 'https://push.example.net/send/device-1',
      options: { applicationServerKey: key instanceof Uint8Array ? key.buffer : null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: 'https://push.example.net/send/device-1', expirationTime: null, keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) } }),
      unsubscribe,
    }) as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      current = makeSubscription((options.applicationServerKey as BufferSource | undefined) ?? null);
      return current;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const serviceWorker = { ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) };

  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return {
    state,
    requestPermission,
    pushManager,
    unsubscribe,
    /** Starts as a device that already subscribed. */
    subscribed() {
      current = makeSubscription(null);
      state.permission = 'granted';
    },
  };
}

export function removeFakePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** A VAPID public key as the server sends it (base64url of 65 bytes). */
export const vapidKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
