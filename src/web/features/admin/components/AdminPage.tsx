import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { type Tab, Tabs } from '../../../components/Tabs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BookingDetailDialog } from './BookingDetailDialog';
import { WorkspaceBar } from './WorkspaceBar';

interface Props {
  /**
   * The workspace's tabs for an admin, or for a super admin. Each area of the workspace is a
   * feature of its own (features/adminDay, adminMoney, adminPeople, adminPark, adminTools): a
   * feature imports no other, so src/web/adminWorkspace.tsx puts their tabs in here.
   */
  tabs: (superAdmin: boolean) => Tab[];
}

/**
 * The staff's workspace: the day at a glance first, every seed tab after it, and one booking
 * dialog that any tab opens. As in the seed, anyone who is not an admin is sent home; an admin
 * without two-factor sign-in is sent to set it up first.
 */
export function AdminPage({ tabs }: Props) {
  usePageTitle('Admin');
  const { session, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const [openBooking, setOpenBooking] = useState<number | null>(null);
  if (isLoading) return null;
  if (!session.admin) return <Navigate to={pagePaths.home} replace />;
  // Staff sign in with a code too: until they have set it up, no admin API answers them.
  if (!session.twoFactor) return <Navigate to={`${pagePaths.account}?setup=two-factor`} replace />;

  return (
    <OpenBookingContext value={setOpenBooking}>
      <WorkspaceBar />
      <Tabs
        label="Admin"
        tabs={tabs(session.superAdmin)}
        selected={params.get('tab') ?? 'today'}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
      <BookingDetailDialog
        bookingId={openBooking}
        superAdmin={session.superAdmin}
        onClose={() => setOpenBooking(null)}
      />
    </OpenBookingContext>
  );
}
