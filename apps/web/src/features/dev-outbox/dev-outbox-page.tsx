import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail, MessageSquareText, RefreshCw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { getOutbox, type OutboxMessage } from '../../api/dev-outbox';
import { HistoryList } from '../../components/history-list';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * A link in a message, as a path inside this shop: the API writes absolute addresses with its
 * public URL, which in a sandbox may not be the address this browser uses.
 */
function shopPathOf(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}${url.hash}`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** /dev/outbox: the SMS and emails the sandbox providers recorded (ARCHITECTURE: sandbox contract). */
export function DevOutboxPage() {
  useDocumentTitle('Dev outbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [filter, setFilter] = useState(to);
  const outbox = useQuery({
    queryKey: ['dev-outbox', to],
    queryFn: ({ signal }) => getOutbox(to, signal),
    retry: false,
    staleTime: 0,
  });
  const sandboxOff = outbox.error instanceof ApiError && outbox.error.status === 404;
  const messages = outbox.data?.messages ?? [];

  function applyFilter(event: FormEvent) {
    event.preventDefault();
    const value = filter.trim();
    setParams(value ? { to: value } : {});
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4 sm:py-8">
      <div className="px-1">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Dev outbox</h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          The SMS codes and emails the sandbox providers would have sent, newest first. For development and testing only.
        </p>
      </div>

      <form
        role="search"
        aria-label="Filter messages"
        onSubmit={applyFilter}
        className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:flex-row sm:items-end dark:bg-zinc-900 dark:ring-zinc-800"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="outbox-to" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
            To (mobile number or email)
          </label>
          <input
            id="outbox-to"
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="All messages"
            className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="size-5" />
            Filter
          </button>
          <button
            type="button"
            onClick={() => void outbox.refetch()}
            disabled={outbox.isFetching}
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            <RefreshCw aria-hidden="true" className={`size-5 ${outbox.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        </div>
      </form>

      <HistoryList
        query={outbox}
        loadingLabel="Loading messages"
        placeholder="h-32"
        placeholders={2}
        renderError={(error) =>
          sandboxOff ? (
            <Notice title="The dev outbox is off">
              This shop sends real SMS and emails, so there is no outbox to show. It is available only while the sandbox SMS or mail provider is in use.
            </Notice>
          ) : (
            <Notice title="Could not load the outbox" alert>
              {error.message}
            </Notice>
          )
        }
        empty={messages.length === 0 && <Notice title="No messages">{to ? `Nothing has been sent to ${to} yet.` : 'Nothing has been sent yet.'}</Notice>}
      >
        <ol className="space-y-3" aria-label="Messages">
          {messages.map((message, index) => (
            <OutboxEntry key={`${message.createdAt}-${index}`} message={message} />
          ))}
        </ol>
      </HistoryList>
    </div>
  );
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  const Icon = message.channel === 'sms' ? MessageSquareText : Mail;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-bold text-brand-800 uppercase dark:bg-brand-950 dark:text-brand-200">
          <Icon aria-hidden="true" className="size-3.5" />
          {message.channel === 'sms' ? 'SMS' : 'Email'}
        </span>
        <span className="min-w-0 font-semibold break-all">
          <span className="sr-only">To: </span>
          {message.to}
        </span>
        <time dateTime={message.createdAt} className="ml-auto text-zinc-600 dark:text-zinc-400">
          {dateTime.format(new Date(message.createdAt))}
        </time>
      </div>
      {message.subject && <p className="mt-2 font-bold">{message.subject}</p>}
      {message.otp && (
        <p className="mt-2 text-sm">
          Code: <span className="font-mono text-xl font-extrabold tracking-widest">{message.otp}</span>
        </p>
      )}
      {message.link && (
        <p className="mt-1">
          <Link to={shopPathOf(message.link)} className="inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline dark:text-brand-300">
            {shopPathOf(message.link)}
          </Link>
        </p>
      )}
      <p className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-zinc-700 dark:text-zinc-300">{message.text}</p>
    </li>
  );
}

function Notice({ title, alert = false, children }: { title: string; alert?: boolean; children: string }) {
  return (
    <div role={alert ? 'alert' : 'status'} className="rounded-2xl bg-white px-4 py-10 text-center shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <Inbox aria-hidden="true" className="mx-auto size-10 text-zinc-500" />
      <p className="mt-2 font-bold">{title}</p>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{children}</p>
    </div>
  );
}
