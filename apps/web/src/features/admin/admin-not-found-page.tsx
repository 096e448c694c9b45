import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from './kit/page-header';

/** An /admin address without a screen (the catalogue, price and gallery screens are not built here). */
export function AdminNotFoundPage() {
  return (
    <div className="max-w-lg">
      <PageHeader title="Screen not found" description="There is no admin screen at this address." />
      <Link to="/admin" className={buttonClass('primary', 'md')}>
        Go to the dashboard
      </Link>
    </div>
  );
}
