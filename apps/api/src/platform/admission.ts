/**
 * Turn-taking for calls that share one scarce thing (the embedded database's one connection): at
 * most `limit` run at once; the others wait in line, first come first served, each for at most
 * `maxWaitMs`, and at most `maxQueue` of them. It knows nothing of HTTP: health.ts decides which
 * calls take part and what a refusal looks like.
 */
export type AdmissionSettings = { limit: number; maxWaitMs: number; maxQueue: number };

/** A call waiting in line. Its caller is told once: `admit` (it now holds a place) or `refuse`. */
export type Ticket = {
  state: 'waiting' | 'running' | 'done';
  readonly deadline: number;
  readonly admit: () => void;
  readonly refuse: () => void;
  prev: Ticket | null;
  next: Ticket | null;
};

export type Admission = ReturnType<typeof createAdmission>;

export function createAdmission({ limit, maxWaitMs, maxQueue }: AdmissionSettings) {
  let running = 0;
  // A doubly linked line, so a caller who leaves is unlinked at once and the line never holds
  // more than the callers really waiting. Whenever anyone waits, every place is taken.
  let first: Ticket | null = null;
  let last: Ticket | null = null;
  let waiting = 0;
  // One timer, for the first in line: everyone waits equally long, so nobody behind it can be due sooner.
  let timer: NodeJS.Timeout | null = null;

  function unlink(ticket: Ticket) {
    if (ticket.prev) ticket.prev.next = ticket.next;
    else first = ticket.next;
    if (ticket.next) ticket.next.prev = ticket.prev;
    else last = ticket.prev;
    ticket.prev = ticket.next = null;
    waiting--;
    if (!first && timer) {
      clearTimeout(timer);
      timer = null;
    }
  }

  function watchFirst() {
    if (timer || !first) return;
    timer = setTimeout(refuseOverdue, Math.max(1, first.deadline - Date.now()));
    timer.unref();
  }

  function refuseOverdue() {
    timer = null;
    const now = Date.now();
    while (first && first.deadline <= now) {
      const ticket = first;
      unlink(ticket);
      ticket.state = 'done';
      ticket.refuse();
    }
    watchFirst();
  }

  function release() {
    running--;
    while (running < limit && first) {
      const ticket = first;
      unlink(ticket);
      ticket.state = 'running';
      running++;
      ticket.admit();
    }
  }

  return {
    /**
     * Whole seconds a refused caller should wait before trying again: by then everyone in line
     * now has been let in or turned away, so the line has room again.
     */
    retryAfterSeconds: Math.max(1, Math.ceil(maxWaitMs / 1000)),

    /**
     * Takes a place now if one is free: true, and `release` must then be called once, when the
     * call ends. A priority call goes ahead of the line even past the limit, as long as the line
     * has room: it counts as one in line while it runs over the limit, so priority calls can never
     * hold more than the line would.
     */
    tryEnter(priority: boolean): boolean {
      if (running < limit || (priority && running + waiting < limit + maxQueue)) {
        running++;
        return true;
      }
      return false;
    },

    /** Joins the end of the line; null when it is full. End the ticket with `leave` when the call ends. */
    wait(admit: () => void, refuse: () => void): Ticket | null {
      if (running + waiting >= limit + maxQueue) return null;
      const ticket: Ticket = { state: 'waiting', deadline: Date.now() + maxWaitMs, admit, refuse, prev: last, next: null };
      if (last) last.next = ticket;
      else first = ticket;
      last = ticket;
      waiting++;
      watchFirst();
      return ticket;
    },

    release,

    /** The call ended, answered or abandoned: it leaves the line, or frees the place it was given. */
    leave(ticket: Ticket) {
      if (ticket.state === 'waiting') unlink(ticket);
      else if (ticket.state === 'running') release();
      ticket.state = 'done';
    },
  };
}
