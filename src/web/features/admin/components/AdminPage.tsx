import { Navigate, useSearchParams } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { useSession } from '../../../api/session';
import { type Tab, Tabs } from '../../../components/Tabs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ActivityTab } from './ActivityTab';
import { ClosedDatesTab } from './ClosedDatesTab';
import { CodesTab } from './CodesTab';
import { DiscountsTab } from './DiscountsTab';
import { EmailToolsTab } from './EmailToolsTab';
import { ManualBookingTab } from './ManualBookingTab';
import { PaymentsTab } from './PaymentsTab';
import { SettingsTab } from './SettingsTab';
import { UsersTab } from './UsersTab';

/** As in the seed, anyone who is not an admin is sent to the home page. */
export function AdminPage() {
  usePageTitle('Admin');
  const { session, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  if (isLoading) return null;
  if (!session.admin) return <Navigate to={pagePaths.home} replace />;

  const superAdmin = session.superAdmin;
  const tabs: Tab[] = [
    { id: 'codes', label: 'Codes', content: () => <CodesTab superAdmin={superAdmin} /> },
    { id: 'users', label: 'Users', content: () => <UsersTab superAdmin={superAdmin} /> },
    { id: 'discounts', label: 'Discounts', content: () => <DiscountsTab /> },
    {
      id: 'payments',
      label: 'Payments & Bookings',
      content: () => <PaymentsTab superAdmin={superAdmin} />,
    },
    ...(superAdmin
      ? [
          { id: 'manual', label: 'Manual booking', content: () => <ManualBookingTab /> },
          { id: 'testing', label: 'TESTING', content: () => <EmailToolsTab /> },
          { id: 'closed', label: 'Closed dates', content: () => <ClosedDatesTab /> },
          { id: 'settings', label: 'Settings', content: () => <SettingsTab /> },
        ]
      : []),
    { id: 'activity', label: 'Activity', content: () => <ActivityTab /> },
  ];

  return (
    <>
      <h1>Admin</h1>
      <Tabs
        label="Admin"
        tabs={tabs}
        selected={params.get('tab') ?? 'codes'}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
    </>
  );
}

export { AdminPage as Component };
