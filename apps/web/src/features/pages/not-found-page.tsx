import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">The page you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/home" className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Go to Home
        </Link>
        <Link
          to="/contact"
          className="inline-flex min-h-11 items-center rounded-xl border border-zinc-300 px-5 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Contact Us
        </Link>
      </div>
    </div>
  );
}
