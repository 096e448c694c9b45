/**
 * How many API calls are waiting out a busy shop right now (see apiRequest), for the one notice
 * that says so. A module-level store: the client is not a React component.
 */
let waiting = 0;
const listeners = new Set<() => void>();

function changed(by: 1 | -1) {
  waiting += by;
  for (const listener of listeners) listener();
}

export const busyShop = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => waiting > 0,
  /** Counts a call as waiting until `done` is called (once). */
  startWaiting(): () => void {
    changed(1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      changed(-1);
    };
  },
};
