import { useParkData } from './api/park';
import type { Tab } from './components/Tabs';
import { AdminPage } from './features/admin/components/AdminPage';
import { CalendarTab } from './features/adminDay/components/CalendarTab';
import { TodayTab } from './features/adminDay/components/TodayTab';
import { DiscountsTab } from './features/adminMoney/components/DiscountsTab';
import { PassesTab } from './features/adminMoney/components/PassesTab';
import { PaymentsTab } from './features/adminMoney/components/PaymentsTab';
import { ClosedDatesTab } from './features/adminPark/components/ClosedDatesTab';
import { CodesTab } from './features/adminPark/components/CodesTab';
import { SettingsTab } from './features/adminPark/components/SettingsTab';
import { ActivityTab } from './features/adminPeople/components/ActivityTab';
import { UsersTab } from './features/adminPeople/components/UsersTab';
import { WaitlistsTab } from './features/adminPeople/components/WaitlistsTab';
import { AccessProblemsTab } from './features/adminTools/components/AccessProblemsTab';
import { EmailProblemsTab } from './features/adminTools/components/EmailProblemsTab';
import { EmailToolsTab } from './features/adminTools/components/EmailToolsTab';
import { ManualBookingTab } from './features/adminTools/components/ManualBookingTab';

function workspaceTabs(superAdmin: boolean, locks: boolean): Tab[] {
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
    // Only a park with a field opened by lock has codes that can go wrong on the lock.
    ...(locks
      ? [{ id: 'access-problems', label: 'Access problems', content: () => <AccessProblemsTab /> }]
      : []),
    { id: 'activity', label: 'Activity', content: () => <ActivityTab /> },
  ];
}

/**
 * The admin page as the router opens it (on demand, in a chunk of its own): the workspace shell
 * of features/admin with the tabs of every area. The areas are features of their own, which
 * import no other feature; like the router, this file stands outside features/ to put them
 * together.
 */
export function AdminWorkspace() {
  const { park } = useParkData();
  const locks = park.fields.some((field) => field.access.kind === 'lock');
  return <AdminPage tabs={(superAdmin) => workspaceTabs(superAdmin, locks)} />;
}

export { AdminWorkspace as Component };
