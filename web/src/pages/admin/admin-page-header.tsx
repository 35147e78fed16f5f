import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';

/** The header of an admin screen below the dashboard: the way back, then the title. */
export function AdminPageHeader(props: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <>
      <Link
        to="/admin"
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Admin Dashboard
      </Link>
      <PageHeader {...props} />
    </>
  );
}
