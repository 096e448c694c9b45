import { Link } from 'react-router';
import { PageHeader } from './page-header';

/** An /admin address without a screen (the catalogue, price and gallery screens are not built here). */
export function AdminNotFoundPage() {
  return (
    <div className="max-w-lg">
      <PageHeader title="Screen not found" description="There is no admin screen at this address." />
      <Link to="/admin" className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Go to the dashboard
      </Link>
    </div>
  );
}
