import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAttention } from '../api/attentionApi';
import { AdminNav } from './AdminNav';
import styles from './AdminPage.module.css';
import { type AdminPlace, type AdminPlaceGroup, placeNamed } from './adminPlaces';
import { BookingDetailDialog } from './BookingDetailDialog';
import { WorkspaceBar } from './WorkspaceBar';

interface Props {
  /**
   * The workspace's places, grouped, for an admin or for a super admin. Each area of the
   * workspace is a feature of its own (features/adminDay, adminMoney, adminPeople, adminPark,
   * adminTools): a feature imports no other, so src/web/adminWorkspace.tsx puts their places in.
   */
  places: (superAdmin: boolean) => readonly AdminPlaceGroup[];
}

/**
 * The staff's workspace: the day at a glance first, every seed tab as a place of its own in the
 * navigation, and one booking dialog that any place opens. As in the seed, anyone who is not an
 * admin is sent home; an admin without two-factor sign-in is sent to set it up first.
 */
export function AdminPage({ places }: Props) {
  usePageTitle('Admin');
  const { session, isLoading } = useSession();
  const [params] = useSearchParams();
  const [openBooking, setOpenBooking] = useState<number | null>(null);
  const placeId = params.get('tab');
  if (isLoading) return null;
  if (!session.admin) return <Navigate to={pagePaths.home} replace />;
  // Staff sign in with a code too: until they have set it up, no admin API answers them.
  if (!session.twoFactor) return <Navigate to={`${pagePaths.account}?setup=two-factor`} replace />;

  const groups = places(session.superAdmin);
  const current = placeNamed(groups, placeId);
  return (
    <OpenBookingContext value={setOpenBooking}>
      <WorkspaceBar />
      {current && <Workspace groups={groups} place={current} />}
      <BookingDetailDialog
        bookingId={openBooking}
        superAdmin={session.superAdmin}
        onClose={() => setOpenBooking(null)}
      />
    </OpenBookingContext>
  );
}

/** The navigation beside the current place, with the counts that need attention on it. */
function Workspace({ groups, place }: { groups: readonly AdminPlaceGroup[]; place: AdminPlace }) {
  const counts = useAttention(place.id);
  return (
    <div className={styles.layout}>
      <AdminNav groups={groups} current={place} counts={counts} />
      {/* No landmark of its own: places name their own sections, often by the place's name. */}
      <div key={place.id} className={styles.content}>
        {place.content()}
      </div>
    </div>
  );
}
