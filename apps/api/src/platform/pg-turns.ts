import pg from 'pg';

/** What a connection has asked of PostgreSQL: statements, and round trips (waits for its answers). */
type Work = { statements: number; roundTrips: number };

type Callback = (err: Error | null, result?: unknown) => void;

/**
 * The driver's own query object (`pg.Query`), with the parts of it this file drives: node-postgres
 * hands every answer of the server to the query object at the head of the connection's line.
 */
type Statement = {
  text?: string;
  name?: string;
  values?: unknown[];
  rows?: number;
  queryMode?: string;
  callback?: Callback;
  submit(connection: Connection): Error | null;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
  handleEmptyQuery(connection: Connection): void;
  handleError(err: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
  handlePortalSuspended(connection: Connection): void;
  handleCopyInResponse(connection: Connection): void;
  handleCopyData(msg: unknown, connection: Connection): void;
};

type Connection = {
  stream: { cork(): void; uncork(): void };
  sync(): void;
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};

const Query = pg.Query as unknown as new (config: unknown, values?: unknown) => Statement;
/** The driver's query class, for a query object of this file's own (the driver sends only its own kind on a pipelined connection). */
const QueryBase = pg.Query as unknown as new (config: unknown) => object;
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

const BEGIN = /^\s*(begin|start\s+transaction)\b[^;]*$/i;
const END = /^\s*(commit|end|rollback|abort)(\s+(work|transaction))?\s*;?\s*$/i;
const textOf = (statement: Statement) => (!statement.values?.length && typeof statement.text === 'string' ? statement.text : '');
const isBegin = (statement: Statement) => BEGIN.test(textOf(statement));
const isEnd = (statement: Statement) => END.test(textOf(statement));

/**
 * What a transaction gives a connection in one turn of the event loop goes to PostgreSQL as one
 * message group under one Sync, in one socket write, and PostgreSQL answers it in one write:
 * each Sync costs the server a write and the shop a read, and on loopback TCP each write wakes
 * the other side. A statement that fails takes the ones behind it in the group with it, as
 * inside a transaction it would anyway (they would fail as "current transaction is aborted").
 *
 * A transaction's BEGIN is answered at once and sent with the transaction's first statements, so
 * opening a transaction costs no wait of its own. This is safe only because they share a Sync: a
 * BEGIN that failed makes PostgreSQL skip everything up to the Sync, so no statement meant for the
 * transaction can run outside it, and nothing more goes out until the BEGIN is answered. A
 * transaction with no statement at all sends nothing.
 *
 * Statements outside a transaction keep a Sync each (each is its own transaction), and so do
 * scripts of several statements without parameters, which only the simple protocol runs; those
 * given in one turn still share a socket write.
 *
 * Also counts the connection's statements and round trips into `work`: a group sent while earlier
 * ones are still being answered shares their round trip.
 */
export function sendEachTurnTogether(client: pg.Client, work: Work) {
  const connection = (client as unknown as { connection: Connection }).connection;
  const send = client.query.bind(client) as (statement: object) => unknown;
  let turn: { statement: Statement; inTransaction: boolean }[] = [];
  let flushing = false;
  /** A transaction's BEGIN, already answered, that goes out with the transaction's first statement. */
  let heldBegin: Statement | undefined;
  /**
   * A held BEGIN sent and not yet answered: until it is, nothing more goes out, since anything
   * under a later Sync would run outside any transaction if the BEGIN failed.
   */
  let beginSent: Statement | undefined;
  /** Whether the statements taken so far leave the connection inside a transaction. */
  let inTransaction = false;
  let answering = 0;

  const flush = () => {
    flushing = false;
    if (beginSent) return; // its answer flushes what waits
    const given = turn;
    turn = [];
    const stream = connection.stream; // of the moment: a TLS connection replaces its first socket
    stream.cork();
    try {
      let group: Statement[] = [];
      const sendGroup = () => {
        if (group.length === 1) send(group[0]!);
        else if (group.length > 1) {
          // A statement without parameters (BEGIN, COMMIT) goes by the extended protocol only in a group.
          for (const statement of group) statement.queryMode = 'extended';
          send(new Together(group, connection));
        }
        group = [];
      };
      for (let i = 0; i < given.length; i++) {
        const { statement, inTransaction: inside } = given[i]!;
        const joins = (inside || (group.length === 0 && isBegin(statement))) && canJoin(statement);
        if (!joins && group[0] && group[0] === heldBeginOf(group[0])) {
          // What cannot share the BEGIN's Sync waits for its answer.
          beginSent = group[0];
          sendGroup();
          turn = [...given.slice(i), ...turn];
          return;
        }
        count(statement);
        if (!joins) {
          sendGroup();
          send(statement);
          continue;
        }
        group.push(statement);
        if (isEnd(statement)) sendGroup();
      }
      if (group[0] && group[0] === heldBeginOf(group[0])) beginSent = group[0];
      sendGroup();
    } finally {
      stream.uncork();
    }
  };
  const later = () => {
    if (!flushing) process.nextTick(flush);
    flushing = true;
  };
  const held = new WeakSet<Statement>();
  const heldBeginOf = (statement: Statement) => (held.has(statement) ? statement : undefined);

  /** A held BEGIN's answer: what waited for it goes out, or fails with it. */
  function begun(err: Error | null) {
    beginSent = undefined;
    if (err) {
      // The transaction never began: its statements fail as it did; its end (ROLLBACK) still goes.
      const waiting = turn;
      turn = waiting.filter(({ statement }) => isEnd(statement));
      for (const { statement } of waiting) if (!isEnd(statement)) statement.callback?.(err);
    }
    if (turn.length) later();
  }

  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof values === 'function') [callback, values] = [values, undefined];
    let statement: Statement;
    let answer: Promise<unknown> | undefined;
    if (config instanceof pg.Query) {
      statement = config as unknown as Statement;
    } else if (config && typeof (config as { submit?: unknown }).submit === 'function') {
      return send(config as Statement); // the driver refuses these on a pipelined connection
    } else {
      statement = new Query(config, values);
      if (typeof callback !== 'function') {
        answer = new Promise((resolve, reject) => (callback = (err: Error | null, result: unknown) => (err ? reject(err) : resolve(result))));
      }
      statement.callback = callback as Callback;
    }

    if (!inTransaction && turn.length === 0 && !beginSent && isBegin(statement)) {
      inTransaction = true;
      heldBegin = statement;
      held.add(statement);
      answerNow(statement, 'BEGIN');
      statement.callback = begun;
      return answer;
    }
    if (heldBegin && isEnd(statement)) {
      // A transaction without a statement: there is nothing to begin, commit or roll back.
      heldBegin = undefined;
      inTransaction = false;
      answerNow(statement, textOf(statement).trim().split(/\s/)[0]!.toUpperCase());
      return answer;
    }
    later();
    if (heldBegin) {
      turn.push({ statement: heldBegin, inTransaction: false });
      heldBegin = undefined;
    }
    turn.push({ statement, inTransaction });
    if (isBegin(statement)) inTransaction = true;
    else if (isEnd(statement)) inTransaction = false;
    return answer;
  }) as typeof client.query;

  function count(statement: Statement) {
    work.statements++;
    const answered = statement.callback;
    if (answering === 0) work.roundTrips++;
    if (answered) {
      answering++;
      statement.callback = (err, result) => {
        answering--;
        answered(err, result);
      };
    }
    // The driver gives a query it is handed the connection's type parsers; a group's members it is not handed.
    const result = (statement as unknown as { _result?: { _types?: unknown } })._result;
    if (result && !result._types) result._types = (client as unknown as { _types: unknown })._types;
  }

  /** Answers a statement that will not reach the server as it would have been answered; a held BEGIN's real answer is dropped. */
  function answerNow(statement: Statement, command: string) {
    const callback = statement.callback;
    statement.callback = () => {};
    if (callback) queueMicrotask(() => callback(null, { command, rowCount: null, oid: null, rows: [], fields: [] }));
  }
}

/**
 * Whether a statement can share a Sync: a portal read in pages needs a Sync of its own, and a
 * script of several statements only runs by the simple protocol, which has no place in a group.
 * Its values are turned into the text sent now, so that a value that cannot be sent fails this
 * statement here instead of leaving half a group on the wire.
 */
function canJoin(statement: Statement): boolean {
  if (statement.rows || typeof statement.text !== 'string') return false;
  if (!statement.values?.length && statement.text.includes(';')) return false;
  if (statement.values) {
    try {
      statement.values = statement.values.map((value) => prepareValue(value));
    } catch {
      return false; // sent by itself, the driver reports the value's failure as it always does
    }
  }
  return true;
}

/**
 * Several statements sent as one: each one's messages without its own Sync, then a single Sync.
 * The driver gives every answer to this object, which passes each to the statement it belongs to:
 * PostgreSQL answers in order, each statement's rows and then its CommandComplete.
 */
class Together extends QueryBase {
  private at = 0;
  private sent: Statement[] = [];
  private submitted = false;

  constructor(
    private readonly statements: Statement[],
    private readonly connection: Connection,
  ) {
    super({ text: '' });
  }

  // The driver records a statement as prepared when its ParseComplete arrives, under the name and
  // text of the query it is answering: the statement being answered now.
  get name() {
    return this.sent?.[this.at]?.name;
  }
  set name(_: string | undefined) {}
  get text() {
    return this.sent?.[this.at]?.text;
  }
  set text(_: string | undefined) {}

  submit(connection: Connection): Error | null {
    this.submitted = true;
    const sync = connection.sync;
    connection.sync = () => {};
    try {
      for (const statement of this.statements) {
        const error = statement.submit(connection);
        if (error) process.nextTick(() => statement.handleError(error, connection));
        else this.sent.push(statement);
      }
    } finally {
      connection.sync = sync;
    }
    connection.sync();
    return null;
  }

  handleRowDescription(msg: unknown) {
    this.sent[this.at]?.handleRowDescription(msg);
  }
  handleDataRow(msg: unknown) {
    this.sent[this.at]?.handleDataRow(msg);
  }
  handleCommandComplete(msg: unknown, connection: Connection) {
    const statement = this.sent[this.at++];
    statement?.handleCommandComplete(msg, connection);
    statement?.handleReadyForQuery(connection);
  }
  handleEmptyQuery(connection: Connection) {
    this.sent[this.at++]?.handleReadyForQuery(connection);
  }
  handlePortalSuspended() {}
  handleCopyInResponse(connection: Connection) {
    this.sent[this.at]?.handleCopyInResponse(connection);
  }
  handleCopyData() {}

  /**
   * The statement being answered failed (or the connection was lost): PostgreSQL skips the rest
   * of the group. They fail as they would have one by one inside the transaction, or with the
   * same error when it was the held BEGIN that failed or the connection that was lost.
   */
  handleError(err: Error, connection: Connection) {
    // Refused before it was sent (a connection already lost): none of its statements went out.
    if (!this.submitted) this.sent = this.statements;
    const failed = this.sent[this.at];
    const rest = this.sent.slice(this.at + 1);
    this.at = this.sent.length;
    failed?.handleError(err, connection);
    const fromServer = err instanceof pg.DatabaseError && failed && !isBegin(failed);
    for (const skipped of rest) {
      // Its Parse was skipped too: the next use of its name must parse it again.
      if (skipped.name && this.connection.parsedStatements[skipped.name] === undefined) delete this.connection.submittedNamedStatements[skipped.name];
      skipped.handleError(fromServer ? notRun() : err, connection);
    }
  }

  handleReadyForQuery(connection: Connection) {
    // Every statement has had its answer by now; one without would be a fault of this file.
    for (const statement of this.sent.slice(this.at)) statement.handleError(new Error('PostgreSQL did not answer a statement of a group'), connection);
    this.at = this.sent.length;
  }
}

/** What a statement behind a failed one in its transaction is told, as PostgreSQL would tell it. */
function notRun() {
  const error = new pg.DatabaseError('current transaction is aborted, commands ignored until end of transaction block', 0, 'error');
  error.code = '25P02';
  return error;
}
