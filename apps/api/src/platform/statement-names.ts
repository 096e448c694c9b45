/**
 * The most statements prepared by name. The shop's own are a few hundred; a statement whose text
 * varies (a list of ids of any length) would otherwise prepare without end.
 */
const MOST_PREPARED_STATEMENTS = 500;

/**
 * The names of a database's prepared statements, by their text, shared by its connections. A
 * name is never given twice: a statement whose plan went stale gets a new one.
 */
export class StatementNames {
  private names = new Map<string, string>();
  private made = 0;

  /** The statement's name, or undefined once the most names are given. */
  of(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.made < MOST_PREPARED_STATEMENTS) this.names.set(text, (name = `s${this.made++}`));
    return name;
  }

  /** Forgets every name (the statements were deallocated): each is prepared again when next used. */
  clear() {
    this.names.clear();
  }

  /** Forgets the statement's name: the next call prepares it under a new one. */
  forget(text: string) {
    this.names.delete(text);
  }

  /**
   * Rethrows `err`, first forgetting the statement's name when PostgreSQL refuses to run it again
   * because its result columns changed type (another instance's migration, while this one runs):
   * that call fails, and the next one prepares the statement afresh under a new name.
   */
  forgetIfStale(text: string, err: unknown): never {
    const e = err as { code?: string; message?: string } | null;
    if (e?.code === '0A000' && e.message?.includes('cached plan must not change result type')) this.forget(text);
    throw err;
  }
}
