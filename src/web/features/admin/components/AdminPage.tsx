import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { type Tab, Tabs } from '../../../components/Tabs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ActivityTab } from './ActivityTab';
import { BookingDetailDialog } from './BookingDetailDialog';
import { CalendarTab } from './CalendarTab';
import { ClosedDatesTab } from './ClosedDatesTab';
import { CodesTab } from './CodesTab';
import { DiscountsTab } from './DiscountsTab';
import { EmailProblemsTab } from './EmailProblemsTab';
import { EmailToolsTab } from './EmailToolsTab';
import { ManualBookingTab } from './ManualBookingTab';
import { OpenBookingContext } from './openBooking';
import { PassesTab } from './PassesTab';
import { PaymentsTab } from './PaymentsTab';
import { SettingsTab } from './SettingsTab';
import { TodayTab } from './TodayTab';
import { UsersTab } from './UsersTab';
import { WaitlistsTab } from './WaitlistsTab';
import { WorkspaceBar } from './WorkspaceBar';

function workspaceTabs(superAdmin: boolean): Tab[] {
  return [
    { id: 'today', label: 'Today', content: () => <TodayTab /> },
    { id: 'calendar', label: 'Calendar', content: () => <CalendarTab /> },
    {
      id: 'payments',
      label: 'Payments & Bookings',
      content: () => <PaymentsTab superAdmin={superAdmin} />,
    },
    { id: 'codes', label: 'Codes', content: () => <CodesTab superAdmin={superAdmin} /> },
    { id: 'users', label: 'Users', content: () => <UsersTab superAdmin={superAdmin} /> },
    { id: 'discounts', label: 'Discounts', content: () => <DiscountsTab /> },
    { id: 'passes', label: 'Passes', content: () => <PassesTab superAdmin={superAdmin} /> },
    { id: 'waitlists', label: 'Waiting lists', content: () => <WaitlistsTab /> },
    ...(superAdmin
      ? [
          { id: 'manual', label: 'Manual booking', content: () => <ManualBookingTab /> },
          { id: 'testing', label: 'TESTING', content: () => <EmailToolsTab /> },
          { id: 'closed', label: 'Closed dates', content: () => <ClosedDatesTab /> },
          { id: 'settings', label: 'Settings', content: () => <SettingsTab /> },
        ]
      : []),
    { id: 'email-problems', label: 'E-mail problems', content: () => <EmailProblemsTab /> },
    { id: 'activity', label: 'Activity', content: () => <ActivityTab /> },
  ];
}

/**
 * The staff's workspace: the day at a glance first, every seed tab after it, and one booking
 * dialog that any tab opens. As in the seed, anyone who is not an admin is sent home; an admin
 * without two-factor sign-in is sent to set it up first.
 */
export function AdminPage() {
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
        tabs={workspaceTabs(session.superAdmin)}
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

export { AdminPage as Component };
