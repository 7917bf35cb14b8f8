import { STAFF_PAGES } from '../../features/staff/staff-pages';

export default function StaffHomePage() {
  return (
    <p className="text-muted" data-testid="staff-home">
      {STAFF_PAGES.length ? 'Pick a page above.' : 'No staff pages yet.'}
    </p>
  );
}
